import { emailSchema, PASSWORD_MAX, passwordSchema, requiredName } from "./schemas";
import { z } from "./zod";

/**
 * Account self-service: forgotten password, password change, name edits and
 * deletion. New passwords follow the sign-up rule (spec section 5) with its
 * messages; the server applies these same schemas.
 */

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** What the reset endpoint takes: the emailed token and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string()
    .check(z.minLength(1, "This reset link is invalid or has expired."), z.maxLength(200)),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const PASSWORDS_DIFFER = "Passwords do not match";

/** The reset form: the new password typed twice, so a typo cannot lock the user out. */
/** The second entry of a new password must match the first. */
const samePasswordTwice = z.refine<{ newPassword: string; confirmPassword: string }>(
  (value) => value.newPassword === value.confirmPassword,
  { message: PASSWORDS_DIFFER, path: ["confirmPassword"] },
);

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .check(samePasswordTwice);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

const currentPasswordSchema = z
  .string()
  .check(
    z.minLength(1, "Current password is required"),
    z.maxLength(PASSWORD_MAX, "Current password is incorrect"),
  );

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .extend(changePasswordSchema, { confirmPassword: z.string() })
  .check(samePasswordTwice);
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const profileNameSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
});
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

/** Deleting the account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: z
    .string()
    .check(z.minLength(1, "Password is required"), z.maxLength(PASSWORD_MAX, "Incorrect password")),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** How long an emailed reset link works. */
export const RESET_LINK_MINUTES = 60;
