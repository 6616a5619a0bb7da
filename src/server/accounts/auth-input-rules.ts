import type { ZodType } from "zod";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from "../../core/account-schemas";
import { signUpSchema } from "../../core/schemas";

/**
 * Better Auth endpoints whose bodies follow the spec's rules. The auth route
 * checks them before Better Auth runs (a plain 400 with field messages) and
 * the auth hook checks them again for server-side callers of `auth.api`.
 */
export const AUTH_INPUT_RULES: Readonly<Record<string, ZodType<Record<string, unknown>>>> = {
  "/sign-up/email": signUpSchema,
  "/request-password-reset": forgotPasswordSchema,
  // The token may also come in the query string; Better Auth answers a missing one.
  "/reset-password": resetPasswordSchema.pick({ newPassword: true }),
  "/change-password": changePasswordSchema,
};

/** The rule for a POST to `path` (relative to the auth base path), if there is one. */
export function authInputRule(path: string): ZodType<Record<string, unknown>> | undefined {
  return Object.hasOwn(AUTH_INPUT_RULES, path) ? AUTH_INPUT_RULES[path] : undefined;
}
