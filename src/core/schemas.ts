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
  .check(
    z.minLength(PASSWORD_MIN, "Password must be at least 12 characters"),
    z.maxLength(PASSWORD_MAX, "Password must be less than 100 characters"),
    z.regex(/[a-z]/, "Password must contain at least one lowercase letter"),
    z.regex(/[A-Z]/, "Password must contain at least one uppercase letter"),
    z.regex(/[0-9]/, "Password must contain at least one number"),
    z.regex(/[^A-Za-z0-9]/, "Password must contain at least one special character"),
  );

export const requiredName = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(100, `${label} must be less than 100 characters`),
    );

export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Email is required"),
      z.maxLength(255, "Email must be less than 255 characters"),
    ),
  z.email("Invalid email address"),
);

export const signUpSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, "Password is required")),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The first message of a failed parse, for places that show one line. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

// ---------- Awareness journey ----------

/** "Save Your Results" email field (spec section 5): trimmed, valid, at most 255 characters. */
export const RESULTS_EMAIL_MAX = 255;
export const resultsEmailSchema = z.pipe(
  z
    .string()
    .check(z.trim(), z.maxLength(RESULTS_EMAIL_MAX, "Email must be less than 255 characters")),
  z.email("Invalid email address"),
);

export const RESPONSE_TEXT_MAX = 5000;
export const RESPONSE_KEYS_MAX = 10;

const responsesSchema = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(200)),
    z
      .string()
      .check(z.maxLength(RESPONSE_TEXT_MAX, "Each response must be at most 5000 characters")),
  )
  .check(z.refine((value) => Object.keys(value).length <= RESPONSE_KEYS_MAX, "Too many responses"));

const upgradeIdSchema = z
  .string()
  .check(
    z.minLength(3),
    z.maxLength(50),
    z.regex(/^[a-z0-9-]+$/, "ID can only contain lowercase letters, numbers, and hyphens"),
  );

/** A whole number from `min` to `max`, with one message for every way to miss. */
const wholeNumber = (min: number, max: number, message?: string) =>
  z.int(message).check(z.gte(min, message), z.lte(max, message));

/**
 * One completed upgrade as the client sends it (completion, results email).
 * The completion dialog rates 1-10; the Step 1 form, which also completes the
 * first upgrade (ARCHITECTURE reading 11), rates 0-10, so 0 is accepted here.
 */
export const upgradeCompletionSchema = z.object({
  upgradeId: upgradeIdSchema,
  rating: wholeNumber(0, 10, "Please rate from 0 to 10"),
  responses: responsesSchema,
  timeSpentSeconds: z.optional(z.nullable(wholeNumber(0, 86_400))),
});
export type UpgradeCompletionInput = z.infer<typeof upgradeCompletionSchema>;

export const resultsEmailRequestSchema = z.object({
  email: resultsEmailSchema,
  results: z
    .array(
      z.object({
        upgradeId: upgradeIdSchema,
        position: wholeNumber(1, 10),
        rating: z.nullable(wholeNumber(0, 10)),
        responses: responsesSchema,
        completedAt: z.iso.datetime(),
        timeSpent: z.nullable(z.number().check(z.gte(0), z.lte(86_400))),
      }),
    )
    .check(z.minLength(1, "Complete at least one upgrade to save results."), z.maxLength(10)),
});
export type ResultsEmailRequest = z.infer<typeof resultsEmailRequestSchema>;

// ---------- Social Steps ----------

export const EXPERIENCE_MAX = 2000;

const STEP_NUMBER_MESSAGE = "Step number must be from 1 to 10";
export const stepNumberSchema = z.coerce
  .number(STEP_NUMBER_MESSAGE)
  .check(z.int(STEP_NUMBER_MESSAGE), z.gte(1, STEP_NUMBER_MESSAGE), z.lte(10, STEP_NUMBER_MESSAGE));

/** The step experience dialog (spec section 5): non-blank, at most 2000 characters, rating 1-10. */
const idempotencyKeySchema = z.string().check(z.minLength(8), z.maxLength(100));

export const experienceSchema = z.object({
  stepNumber: stepNumberSchema,
  experienceText: z.string("Experience required").check(
    z.maxLength(EXPERIENCE_MAX, "Experience must be at most 2000 characters"),
    z.refine((text) => text.trim().length > 0, "Experience required"),
  ),
  rating: wholeNumber(1, 10, "Rating must be a whole number from 1 to 10"),
  /** Lets a client retry a save without creating a second version. */
  idempotencyKey: z.optional(idempotencyKeySchema),
});
export type ExperienceInput = z.infer<typeof experienceSchema>;

/** Pending local entries uploaded after sign-in (spec section 4, post-login routine). */
export const experienceSyncSchema = z.object({
  entries: z
    .array(z.extend(experienceSchema, { idempotencyKey: idempotencyKeySchema }))
    .check(z.maxLength(10)),
});
export type ExperienceSyncInput = z.infer<typeof experienceSyncSchema>;
