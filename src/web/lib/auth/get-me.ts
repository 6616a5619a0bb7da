import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../api-client";

export interface MeUser {
  id: string;
  email: string;
  name: string;
}

export interface MeProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

export interface Me {
  user: MeUser;
  profile: MeProfile;
  isAdmin: boolean;
}

export const meQueryKey = ["auth", "me"] as const;

type MeResponse = Me | { user: null; profile: null; isAdmin: false };

/** The signed-in user, or `null` when signed out. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const me = await api.get<MeResponse>("/api/me", { signal });
    return me.user ? me : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Asks the server again who is signed in (after sign-in, sign-up or sign-out)
 * and refreshes everything else that may depend on the user.
 */
export async function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== meQueryKey[0],
  });
  return me;
}
