import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import { meQueryKey } from "./get-me";

export async function signOut(): Promise<void> {
  await api.post<unknown>("/api/auth/sign-out", {});
}

/** Forgets the user and every query that may hold their data (after sign-out or deletion). */
export async function forgetSignedInUser(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(meQueryKey, null);
  await queryClient.resetQueries({
    predicate: (query) => query.queryKey[0] !== meQueryKey[0],
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
