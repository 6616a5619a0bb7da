import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordInput } from "../../../../core/account-schemas";
import { api } from "../../../lib/api-client";

/** Sets a new password with the emailed token; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput): Promise<{ status: boolean }> {
  return api.post<{ status: boolean }>("/api/auth/reset-password", {
    token: input.token,
    newPassword: input.newPassword,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
