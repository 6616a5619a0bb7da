import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { type AdminUpgrade, adminUpgradesQueryKey } from "./get-admin-upgrades";

/** One upgrade, draft or not; a 404 `ApiError` when there is none. */
export async function getAdminUpgrade(id: string, signal?: AbortSignal): Promise<AdminUpgrade> {
  const body = await api.get<{ upgrade: AdminUpgrade }>(
    `/api/admin/upgrades/${encodeURIComponent(id)}`,
    { signal },
  );
  return body.upgrade;
}

export function adminUpgradeQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminUpgradesQueryKey, "detail", id],
    queryFn: ({ signal }) => getAdminUpgrade(id, signal),
    // An edit form must start from what is stored now, not from a cached copy.
    staleTime: 0,
  });
}

export function useAdminUpgrade(id: string | undefined) {
  return useQuery({ ...adminUpgradeQueryOptions(id ?? ""), enabled: Boolean(id) });
}
