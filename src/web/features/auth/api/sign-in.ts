import { useMutation } from "@tanstack/react-query";
import type { SignInInput } from "../../../../core/schemas";
import { api } from "../../../lib/api-client";

export interface SignInResponse {
  token: string | null;
  user: { id: string; email: string; name: string };
}

/** Starts a session (cookie) for an existing account. */
export function signIn(input: SignInInput): Promise<SignInResponse> {
  return api.post<SignInResponse>("/api/auth/sign-in/email", {
    email: input.email,
    password: input.password,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
