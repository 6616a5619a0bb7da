import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/*
 * One schema for PGlite and PostgreSQL. Better Auth finds its tables by the
 * export names `user`, `session`, `account`, `verification` and `rateLimit`;
 * the SQL names are ours.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------- Better Auth ----------

export const user = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

// Kept in the database so every server process shares one set of counters.
export const rateLimit = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------- Product ----------

/*
 * The admin user list reads one page newest first and searches by the start
 * of the email, the last name or the full name, case-insensitively; these
 * indexes serve each without a scan (decision 008). The search expressions in
 * routes/admin/admin-users.ts must stay identical to the indexed ones.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    createdAt: createdAt(),
  },
  (t) => [
    // Scanned backwards for "newest first".
    index("profiles_created_at_id_idx").on(t.createdAt, t.id),
    index("profiles_email_search_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("profiles_last_name_search_idx").using(
      "btree",
      sql`lower(${t.lastName}) text_pattern_ops`,
    ),
    index("profiles_full_name_search_idx").using(
      "btree",
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check("user_roles_role_check", sql`${t.role} in ('admin')`),
  ],
);

export interface UpgradeContent {
  heroTitle?: string;
  heroDescription?: string;
  /** The "Moment of Awareness" exercise. */
  moment?: string;
  /** The completion form's reflection questions (ARCHITECTURE reading 5). */
  prompts?: string[];
  [key: string]: unknown;
}

export const upgrades = pgTable(
  "upgrades",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    displayOrder: integer("display_order").notNull(),
    content: jsonb("content").$type<UpgradeContent>().notNull().default({}),
    isPublished: boolean("is_published").notNull().default(false),
    creationMethod: text("creation_method").notNull().default("form"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("upgrades_display_order_idx").on(t.displayOrder),
    check("upgrades_category_check", sql`${t.category} in ('individual', 'relational', 'social')`),
    check("upgrades_creation_method_check", sql`${t.creationMethod} in ('form', 'chat')`),
  ],
);

export interface StepContent {
  heroTitle?: string;
  heroDescription?: string;
  summary?: string;
  summaries?: { title: string; content: string; highlighted?: boolean }[];
  finalText?: string;
  [key: string]: unknown;
}

export const steps = pgTable(
  "steps",
  {
    id: text("id").primaryKey(),
    stepNumber: integer("step_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    content: jsonb("content").$type<StepContent>().notNull().default({}),
    isPublished: boolean("is_published").notNull().default(false),
    creationMethod: text("creation_method").notNull().default("form"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("steps_step_number_idx").on(t.stepNumber),
    check("steps_step_number_check", sql`${t.stepNumber} between 1 and 10`),
    check("steps_creation_method_check", sql`${t.creationMethod} in ('form', 'chat')`),
  ],
);

/** Every saved version is kept; the newest per (user, step) is the current one. */
export const userExperiences = pgTable(
  "user_experiences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stepNumber: integer("step_number").notNull(),
    experienceText: text("experience_text").notNull(),
    rating: integer("rating").notNull(),
    // Set by clients that retry uploads, so a retry cannot add a second row.
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_experiences_user_step_created_idx").on(t.userId, t.stepNumber, t.createdAt),
    uniqueIndex("user_experiences_user_idempotency_idx").on(t.userId, t.idempotencyKey),
    check("user_experiences_step_number_check", sql`${t.stepNumber} between 1 and 10`),
    check("user_experiences_rating_check", sql`${t.rating} between 1 and 10`),
  ],
);

/*
 * Unlock counting without scans (ARCHITECTURE reading 2). Triggers in the
 * migrations keep these in step with user_experiences and users:
 * step_participants holds one row per (step, user) who ever saved that step,
 * step_counts the number of such users per step, app_counters totals such as
 * the number of registered users.
 */
export const stepParticipants = pgTable(
  "step_participants",
  {
    stepNumber: integer("step_number").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    firstSavedAt: timestamp("first_saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stepNumber, t.userId] })],
);

export const stepCounts = pgTable("step_counts", {
  stepNumber: integer("step_number").primaryKey(),
  participantCount: bigint("participant_count", { mode: "number" }).notNull().default(0),
});

export const appCounters = pgTable("app_counters", {
  name: text("name").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull().default(0),
});

/** Upgrades completed by signed-in users, so progress follows the account. */
export const upgradeCompletions = pgTable(
  "upgrade_completions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    upgradeId: text("upgrade_id")
      .notNull()
      .references(() => upgrades.id, { onDelete: "cascade" }),
    rating: integer("rating"),
    responses: jsonb("responses").$type<Record<string, string>>().notNull().default({}),
    timeSpentSeconds: integer("time_spent_seconds"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.upgradeId] })],
);

export const authSchema = { user, session, account, verification, rateLimit };
