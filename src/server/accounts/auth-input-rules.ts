import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from "../../core/account-schemas";
import { signUpSchema } from "../../core/schemas";
import { z } from "../../core/zod";

type BodyRule = z.ZodMiniType<Record<string, unknown>>;

/**
 * Better Auth endpoints whose bodies follow the spec's rules. The auth route
 * checks them before Better Auth runs (a plain 400 with field messages) and
 * the auth hook checks them again for server-side callers of `auth.api`.
 */
export const AUTH_INPUT_RULES: Readonly<Record<string, BodyRule>> = {
  "/sign-up/email": signUpSchema,
  "/request-password-reset": forgotPasswordSchema,
  // The token may also come in the query string; Better Auth answers a missing one.
  "/reset-password": z.pick(resetPasswordSchema, { newPassword: true }),
  "/change-password": changePasswordSchema,
};

/** The rule for a POST to `path` (relative to the auth base path), if there is one. */
export function authInputRule(path: string): BodyRule | undefined {
  return Object.hasOwn(AUTH_INPUT_RULES, path) ? AUTH_INPUT_RULES[path] : undefined;
}
