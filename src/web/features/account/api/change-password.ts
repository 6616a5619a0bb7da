import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "../../../../core/account-schemas";
import { api } from "../../../lib/api-client";

/** Changes the password; the server ends every other session and renews this one. */
export function changePassword(input: ChangePasswordInput): Promise<{ changed: boolean }> {
  return api.post<{ changed: boolean }>("/api/account/password", {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
