import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileNameInput } from "../../../../core/account-schemas";
import { api } from "../../../lib/api-client";
import { type MeProfile, meQueryKey } from "../../../lib/auth/get-me";

export function updateProfile(input: ProfileNameInput): Promise<{ profile: MeProfile }> {
  return api.patch<{ profile: MeProfile }>("/api/account/profile", input);
}

/** Saves the first and last name; everything that shows the user's name asks again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
