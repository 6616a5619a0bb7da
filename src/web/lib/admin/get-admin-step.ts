import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { type AdminStep, adminStepsQueryKey } from "./get-admin-steps";

/** One step row by id; a 404 `ApiError` when there is none. */
export async function getAdminStep(id: string, signal?: AbortSignal): Promise<AdminStep> {
  const body = await api.get<{ step: AdminStep }>(`/api/admin/steps/${encodeURIComponent(id)}`, {
    signal,
  });
  return body.step;
}

export function adminStepQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminStepsQueryKey, "detail", id],
    queryFn: ({ signal }) => getAdminStep(id, signal),
    // An edit form must start from what is stored now, not from a cached copy.
    staleTime: 0,
  });
}

export function useAdminStep(id: string | undefined) {
  return useQuery({ ...adminStepQueryOptions(id ?? ""), enabled: Boolean(id) });
}
