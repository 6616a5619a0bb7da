import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UpgradeCategory } from "../../../../core/catalogue";
import { api } from "../../../lib/api-client";

/** One upgrade as `GET /api/upgrades/:id` returns it. */
export interface UpgradeDetail {
  id: string;
  title: string;
  description: string;
  category: UpgradeCategory;
  displayOrder: number;
  content: { heroTitle?: string; heroDescription?: string; moment?: string; prompts?: string[] };
  isPublished: boolean;
  creationMethod: string;
  updatedAt: string;
}

/** A published upgrade (drafts too for admins); a 404 `ApiError` when there is none. */
export async function getUpgrade(id: string, signal?: AbortSignal): Promise<UpgradeDetail> {
  const body = await api.get<{ upgrade: UpgradeDetail }>(
    `/api/upgrades/${encodeURIComponent(id)}`,
    { signal },
  );
  return body.upgrade;
}

export function upgradeQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["upgrades", "detail", id],
    queryFn: ({ signal }) => getUpgrade(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useUpgrade(id: string) {
  return useQuery(upgradeQueryOptions(id));
}
