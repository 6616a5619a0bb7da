import { z } from "./zod";

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

export const requiredName = (label: string) =>
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

// ---------- Awareness journey ----------

/** "Save Your Results" email field (spec section 5): trimmed, valid, at most 255 characters. */
export const RESULTS_EMAIL_MAX = 255;
export const resultsEmailSchema = z
  .string()
  .trim()
  .max(RESULTS_EMAIL_MAX, "Email must be less than 255 characters")
  .pipe(z.email("Invalid email address"));

export const RESPONSE_TEXT_MAX = 5000;
export const RESPONSE_KEYS_MAX = 10;

const responsesSchema = z
  .record(
    z.string().min(1).max(200),
    z.string().max(RESPONSE_TEXT_MAX, "Each response must be at most 5000 characters"),
  )
  .refine((value) => Object.keys(value).length <= RESPONSE_KEYS_MAX, "Too many responses");

const upgradeIdSchema = z
  .string()
  .min(3)
  .max(50)
  .regex(/^[a-z0-9-]+$/, "ID can only contain lowercase letters, numbers, and hyphens");

/**
 * One completed upgrade as the client sends it (completion, results email).
 * The completion dialog rates 1-10; the Step 1 form, which also completes the
 * first upgrade (ARCHITECTURE reading 11), rates 0-10, so 0 is accepted here.
 */
export const upgradeCompletionSchema = z.object({
  upgradeId: upgradeIdSchema,
  rating: z.number().int().min(0, "Please rate from 0 to 10").max(10, "Please rate from 0 to 10"),
  responses: responsesSchema,
  timeSpentSeconds: z.number().int().min(0).max(86_400).nullable().optional(),
});
export type UpgradeCompletionInput = z.infer<typeof upgradeCompletionSchema>;

export const resultsEmailRequestSchema = z.object({
  email: resultsEmailSchema,
  results: z
    .array(
      z.object({
        upgradeId: upgradeIdSchema,
        position: z.number().int().min(1).max(10),
        rating: z.number().int().min(0).max(10).nullable(),
        responses: responsesSchema,
        completedAt: z.iso.datetime(),
        timeSpent: z.number().min(0).max(86_400).nullable(),
      }),
    )
    .min(1, "Complete at least one upgrade to save results.")
    .max(10),
});
export type ResultsEmailRequest = z.infer<typeof resultsEmailRequestSchema>;

// ---------- Social Steps ----------

export const EXPERIENCE_MAX = 2000;

export const stepNumberSchema = z.coerce
  .number({ error: "Step number must be from 1 to 10" })
  .int("Step number must be from 1 to 10")
  .min(1, "Step number must be from 1 to 10")
  .max(10, "Step number must be from 1 to 10");

/** The step experience dialog (spec section 5): non-blank, at most 2000 characters, rating 1-10. */
export const experienceSchema = z.object({
  stepNumber: stepNumberSchema,
  experienceText: z
    .string({ error: "Experience required" })
    .max(EXPERIENCE_MAX, "Experience must be at most 2000 characters")
    .refine((text) => text.trim().length > 0, "Experience required"),
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 10" })
    .int("Rating must be a whole number from 1 to 10")
    .min(1, "Rating must be a whole number from 1 to 10")
    .max(10, "Rating must be a whole number from 1 to 10"),
  /** Lets a client retry a save without creating a second version. */
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export type ExperienceInput = z.infer<typeof experienceSchema>;

/** Pending local entries uploaded after sign-in (spec section 4, post-login routine). */
export const experienceSyncSchema = z.object({
  entries: z.array(experienceSchema.extend({ idempotencyKey: z.string().min(8).max(100) })).max(10),
});
export type ExperienceSyncInput = z.infer<typeof experienceSyncSchema>;
