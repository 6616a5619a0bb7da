import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CollectiveProgress, StepUnlockStatus } from "../../../core/unlock";
import { api } from "../api-client";

export type { CollectiveProgress, StepUnlockStatus };

export const collectiveProgressQueryKey = ["progress", "collective"] as const;

export function getCollectiveProgress(signal?: AbortSignal): Promise<CollectiveProgress> {
  return api.get<CollectiveProgress>("/api/progress/collective", { signal });
}

export function collectiveProgressQueryOptions() {
  return queryOptions({
    queryKey: collectiveProgressQueryKey,
    queryFn: ({ signal }) => getCollectiveProgress(signal),
  });
}

export function useCollectiveProgress({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...collectiveProgressQueryOptions(), enabled });
}
