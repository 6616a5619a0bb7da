import { useMutation } from "@tanstack/react-query";
import type { SignUpInput } from "../../../../core/schemas";
import { api } from "../../../lib/api-client";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

export interface SignUpResponse {
  token: string | null;
  user: AuthUser;
}

/** Creates the account; on success the server also starts a session (cookie). */
export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return api.post<SignUpResponse>("/api/auth/sign-up/email", {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    password: input.password,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
