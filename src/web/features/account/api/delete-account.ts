import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteAccountInput } from "../../../../core/account-schemas";
import { apiRequest } from "../../../lib/api-client";
import { forgetSignedInUser } from "../../../lib/auth/sign-out";

export function deleteAccount(input: DeleteAccountInput): Promise<{ deleted: boolean }> {
  return apiRequest<{ deleted: boolean }>("DELETE", "/api/account", {
    body: { password: input.password },
  });
}

/** Deletes the account for good; the app then treats the visitor as signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
