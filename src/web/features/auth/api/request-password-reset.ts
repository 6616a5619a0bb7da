import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "../../../../core/account-schemas";
import { api } from "../../../lib/api-client";

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<unknown> {
  return api.post<unknown>("/api/auth/request-password-reset", { email: input.email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
