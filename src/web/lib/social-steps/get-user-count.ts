import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** How many users are registered. */
export async function getUserCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get<{ count: number }>("/api/users/count", { signal });
  return body.count;
}

/** The registered-user count; a failure is logged and counts as 0 (spec section 8). */
export async function getUserCountOrZero(signal?: AbortSignal): Promise<number> {
  try {
    return await getUserCount(signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    console.error("Could not load the registered-user count:", error);
    return 0;
  }
}

export function userCountQueryOptions() {
  return queryOptions({
    queryKey: ["users", "count"],
    queryFn: ({ signal }) => getUserCountOrZero(signal),
    staleTime: 30_000,
  });
}

export function useUserCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userCountQueryOptions(), enabled: options.enabled ?? true });
}
