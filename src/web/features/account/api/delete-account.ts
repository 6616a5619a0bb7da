import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "../../../../core/account-schemas";
import { apiRequest } from "../../../lib/api-client";

export function deleteAccount(input: DeleteAccountInput): Promise<{ deleted: boolean }> {
  return apiRequest<{ deleted: boolean }>("DELETE", "/api/account", {
    body: { password: input.password },
  });
}

/** Deletes the account for good; the caller then forgets the signed-in user. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
