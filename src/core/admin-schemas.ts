import { z } from "./zod";

/*
 * The admin forms' rules (spec section 5), shared by the admin pages and the
 * /api/admin routes so both give the same message for the same mistake.
 */

export const UPGRADE_CATEGORIES = ["individual", "relational", "social"] as const;
export type UpgradeCategory = (typeof UPGRADE_CATEGORIES)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be less than ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const upgradeIdSchema = z
  .string()
  .min(3, "ID must be at least 3 characters")
  .max(50, "ID must be less than 50 characters")
  .regex(/^[a-z0-9-]+$/, "ID can only contain lowercase letters, numbers, and hyphens");

/** What an upgrade's content may hold beyond the spec's heroTitle and heroDescription. */
export const upgradeContentSchema = z.object({
  heroTitle: optionalText(200),
  heroDescription: optionalText(2000),
  /** The "Moment of Awareness" exercise text. */
  moment: optionalText(5000),
  /** Reflection questions of the completion form (ARCHITECTURE reading 5). */
  prompts: z.array(z.string().trim().min(1).max(300)).max(3).optional(),
});
export type UpgradeContentInput = z.infer<typeof upgradeContentSchema>;

/** Fields an admin edits; the id is set once at creation and never changes. */
export const upgradeFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, "Title must be at least 3 characters")
    .max(100, "Title must be less than 100 characters"),
  description: z
    .string()
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(500, "Description must be less than 500 characters"),
  category: z.enum(UPGRADE_CATEGORIES, "Choose a category"),
  displayOrder: z.coerce
    .number("Order must be a number")
    .int("Order must be a whole number")
    .min(1, "Order must be at least 1")
    .max(100, "Order must be at most 100"),
  content: upgradeContentSchema.prefault({}),
});
export type UpgradeFieldsInput = z.infer<typeof upgradeFieldsSchema>;

/** Create form: the fields plus the id. New upgrades start as drafts. */
export const upgradeCreateSchema = upgradeFieldsSchema.extend({ id: upgradeIdSchema });
export type UpgradeCreateInput = z.infer<typeof upgradeCreateSchema>;

export const publishSchema = z.object({ isPublished: z.boolean() });

export const STEP_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const stepSummarySchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(5000),
  highlighted: z.boolean().optional(),
});

export const stepContentSchema = z.object({
  heroTitle: optionalText(200),
  heroDescription: optionalText(2000),
  summary: optionalText(5000),
  summaries: z.array(stepSummarySchema).max(20).optional(),
  finalText: optionalText(5000),
});
export type StepContentInput = z.infer<typeof stepContentSchema>;

/** Step create/edit form (spec section 5 "Step form"). */
export const stepFormSchema = z.object({
  id: z.string().trim().min(1, "ID is required").max(100, "ID must be less than 100 characters"),
  stepNumber: z.coerce
    .number("Step number must be a number")
    .int("Step number must be a whole number")
    .min(1, "Step number must be between 1 and 10")
    .max(10, "Step number must be between 1 and 10"),
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be less than 200 characters"),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(2000, "Description must be less than 2000 characters"),
  displayOrder: z.coerce
    .number("Order must be a number")
    .int("Order must be a whole number")
    .min(0, "Order must be at least 0")
    .max(1000, "Order must be at most 1000"),
  content: stepContentSchema.prefault({}),
  isPublished: z.boolean().optional(),
});
export type StepFormInput = z.infer<typeof stepFormSchema>;

/** Step chat builder: a step number and a non-blank title; the description is optional. */
export const stepChatSchema = z.object({
  stepNumber: stepFormSchema.shape.stepNumber,
  title: z
    .string()
    .trim()
    .min(1, "Please enter a title")
    .max(200, "Title must be less than 200 characters"),
  description: z
    .string()
    .trim()
    .max(2000, "Description must be less than 2000 characters")
    .default(""),
  /** Present when the builder edits an existing step (`/steps/build?id=`). */
  id: z.string().trim().min(1).max(100).optional(),
});
export type StepChatInput = z.infer<typeof stepChatSchema>;

/** Admin user list: one page, optionally filtered by a name or email fragment. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, "Search must be less than 100 characters").default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
