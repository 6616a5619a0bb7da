import { z } from "zod";

/**
 * Validation rules shared by the web forms and the API. Every message is the
 * spec's own text (section 5), so the client and the server say the same thing.
 */

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 100;

// Order matters: the form shows only the first failing message.
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, "Password must be at least 12 characters")
  .max(PASSWORD_MAX, "Password must be less than 100 characters")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[0-9]/, "Password must contain at least one number")
  .regex(/[^A-Za-z0-9]/, "Password must contain at least one special character");

const requiredName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be less than 100 characters`);

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(255, "Email must be less than 255 characters")
  .pipe(z.email("Invalid email address"));

export const signUpSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The first message of a failed parse, for places that show one line. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
