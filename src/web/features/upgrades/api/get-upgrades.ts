import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UpgradeCategory } from "../../../../core/catalogue";
import { api } from "../../../lib/api-client";

/** A published upgrade as `GET /api/upgrades` returns it. */
export interface UpgradeListItem {
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

/** The published upgrades, in display order. */
export async function getUpgrades(signal?: AbortSignal): Promise<UpgradeListItem[]> {
  const body = await api.get<{ upgrades: UpgradeListItem[] }>("/api/upgrades", { signal });
  return body.upgrades;
}

export function upgradesQueryOptions() {
  return queryOptions({
    queryKey: ["upgrades", "list"],
    queryFn: ({ signal }) => getUpgrades(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUpgrades() {
  return useQuery(upgradesQueryOptions());
}
