import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const upgradeCompletionsQueryKey = ["upgrade-completions"] as const;

/** Ids of the upgrades the signed-in account has completed (401 when signed out). */
export async function getUpgradeCompletions(signal?: AbortSignal): Promise<string[]> {
  const body = await api.get<{ completedUpgrades: string[] }>("/api/upgrade-completions", {
    signal,
  });
  return body.completedUpgrades;
}

export function upgradeCompletionsQueryOptions() {
  return queryOptions({
    queryKey: upgradeCompletionsQueryKey,
    queryFn: ({ signal }) => getUpgradeCompletions(signal),
  });
}

/** Only asks when `enabled` (i.e. someone is signed in). */
export function useUpgradeCompletions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...upgradeCompletionsQueryOptions(), enabled });
}
