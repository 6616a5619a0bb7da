import { z } from "./zod";

/*
 * The admin forms' rules (spec section 5), shared by the admin pages and the
 * /api/admin routes so both give the same message for the same mistake.
 */

export const UPGRADE_CATEGORIES = ["individual", "relational", "social"] as const;
export type UpgradeCategory = (typeof UPGRADE_CATEGORIES)[number];

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be less than ${max} characters`))),
    z.transform((value) => (value ? value : undefined)),
  );

/** Trimmed text from `min` to `max` characters, with the form's message for each end. */
const trimmedText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

/** A number typed into a form field: a whole number from `min` to `max`. */
const formNumber = (
  min: number,
  max: number,
  messages: { type: string; whole: string; low: string; high: string },
) =>
  z.coerce
    .number(messages.type)
    .check(z.int(messages.whole), z.gte(min, messages.low), z.lte(max, messages.high));

export const upgradeIdSchema = z
  .string()
  .check(
    z.minLength(3, "ID must be at least 3 characters"),
    z.maxLength(50, "ID must be less than 50 characters"),
    z.regex(/^[a-z0-9-]+$/, "ID can only contain lowercase letters, numbers, and hyphens"),
  );

/** What an upgrade's content may hold beyond the spec's heroTitle and heroDescription. */
export const upgradeContentSchema = z.object({
  heroTitle: optionalText(200),
  heroDescription: optionalText(2000),
  /** The "Moment of Awareness" exercise text. */
  moment: optionalText(5000),
  /** Reflection questions of the completion form (ARCHITECTURE reading 5). */
  prompts: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))).check(z.maxLength(3)),
  ),
});
export type UpgradeContentInput = z.infer<typeof upgradeContentSchema>;

/** Fields an admin edits; the id is set once at creation and never changes. */
export const upgradeFieldsSchema = z.object({
  title: trimmedText(
    3,
    100,
    "Title must be at least 3 characters",
    "Title must be less than 100 characters",
  ),
  description: trimmedText(
    10,
    500,
    "Description must be at least 10 characters",
    "Description must be less than 500 characters",
  ),
  category: z.enum(UPGRADE_CATEGORIES, "Choose a category"),
  displayOrder: formNumber(1, 100, {
    type: "Order must be a number",
    whole: "Order must be a whole number",
    low: "Order must be at least 1",
    high: "Order must be at most 100",
  }),
  content: z.prefault(upgradeContentSchema, {}),
});
export type UpgradeFieldsInput = z.infer<typeof upgradeFieldsSchema>;

/** Create form: the fields plus the id. New upgrades start as drafts. */
export const upgradeCreateSchema = z.extend(upgradeFieldsSchema, { id: upgradeIdSchema });
export type UpgradeCreateInput = z.infer<typeof upgradeCreateSchema>;

export const publishSchema = z.object({ isPublished: z.boolean() });

export const STEP_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const stepSummarySchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  highlighted: z.optional(z.boolean()),
});

export const stepContentSchema = z.object({
  heroTitle: optionalText(200),
  heroDescription: optionalText(2000),
  summary: optionalText(5000),
  summaries: z.optional(z.array(stepSummarySchema).check(z.maxLength(20))),
  finalText: optionalText(5000),
});
export type StepContentInput = z.infer<typeof stepContentSchema>;

/** Step create/edit form (spec section 5 "Step form"). */
export const stepFormSchema = z.object({
  id: trimmedText(1, 100, "ID is required", "ID must be less than 100 characters"),
  stepNumber: formNumber(1, 10, {
    type: "Step number must be a number",
    whole: "Step number must be a whole number",
    low: "Step number must be between 1 and 10",
    high: "Step number must be between 1 and 10",
  }),
  title: trimmedText(1, 200, "Title is required", "Title must be less than 200 characters"),
  description: trimmedText(
    1,
    2000,
    "Description is required",
    "Description must be less than 2000 characters",
  ),
  displayOrder: formNumber(0, 1000, {
    type: "Order must be a number",
    whole: "Order must be a whole number",
    low: "Order must be at least 0",
    high: "Order must be at most 1000",
  }),
  content: z.prefault(stepContentSchema, {}),
  isPublished: z.optional(z.boolean()),
});
export type StepFormInput = z.infer<typeof stepFormSchema>;

/** Step chat builder: a step number and a non-blank title; the description is optional. */
export const stepChatSchema = z.object({
  stepNumber: stepFormSchema.shape.stepNumber,
  title: trimmedText(1, 200, "Please enter a title", "Title must be less than 200 characters"),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(2000, "Description must be less than 2000 characters")),
    "",
  ),
  /** Present when the builder edits an existing step (`/steps/build?id=`). */
  id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type StepChatInput = z.infer<typeof stepChatSchema>;

/** Admin user list: one page, optionally filtered by a name or email fragment. */
export const adminUsersQuerySchema = z.object({
  q: z._default(
    z.string().check(z.trim(), z.maxLength(100, "Search must be less than 100 characters")),
    "",
  ),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
