import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UpgradeCategory } from "../../../core/admin-schemas";
import { api } from "../api-client";

/** An upgrade as the admin routes return it, drafts included (`UpgradeDto`). */
export interface AdminUpgrade {
  id: string;
  title: string;
  description: string;
  category: UpgradeCategory;
  displayOrder: number;
  content: { heroTitle?: string; heroDescription?: string; moment?: string; prompts?: string[] };
  isPublished: boolean;
  creationMethod: "form" | "chat";
  updatedAt: string;
}

export const adminUpgradesQueryKey = ["admin", "upgrades"] as const;

/** Every upgrade, published or not, by display order then id. */
export async function getAdminUpgrades(signal?: AbortSignal): Promise<AdminUpgrade[]> {
  const body = await api.get<{ upgrades: AdminUpgrade[] }>("/api/admin/upgrades", { signal });
  return body.upgrades;
}

export function adminUpgradesQueryOptions() {
  return queryOptions({
    queryKey: [...adminUpgradesQueryKey, "list"],
    queryFn: ({ signal }) => getAdminUpgrades(signal),
  });
}

export function useAdminUpgrades({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUpgradesQueryOptions(), enabled });
}
