import { and, asc, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  type ExperienceInput,
  experienceSchema,
  experienceSyncSchema,
  stepNumberSchema,
} from "../../../core/schemas";
import type { Database } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { userExperiences } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { requireSession } from "../../http/session";
import { readJson } from "../../http/validation";
import { isStepOpen } from "../../progress/collective";

type ExperienceRow = typeof userExperiences.$inferSelect;

function toExperienceDto(row: ExperienceRow) {
  return {
    id: row.id,
    stepNumber: row.stepNumber,
    experienceText: row.experienceText,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

function lockedError(stepNumber: number) {
  return new ApiError(403, "STEP_LOCKED", `Step ${stepNumber} is locked.`);
}

const insertVersion = preparedFor((db) =>
  db
    .insert(userExperiences)
    .values({
      userId: sql.placeholder("userId"),
      stepNumber: sql.placeholder("stepNumber"),
      experienceText: sql.placeholder("experienceText"),
      rating: sql.placeholder("rating"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
    })
    .onConflictDoNothing()
    .returning()
    .prepare("insert_experience"),
);

const ownVersions = preparedFor((db) =>
  db
    .select()
    .from(userExperiences)
    .where(eq(userExperiences.userId, sql.placeholder("userId")))
    .orderBy(
      asc(userExperiences.stepNumber),
      asc(userExperiences.createdAt),
      asc(userExperiences.id),
    )
    .prepare("own_experiences"),
);

/** Inserts a version; a repeated idempotency key returns the row already saved. */
async function insertExperience(db: Database, userId: string, input: ExperienceInput) {
  const [inserted] = await insertVersion(db).execute({
    userId,
    stepNumber: input.stepNumber,
    experienceText: input.experienceText,
    rating: input.rating,
    idempotencyKey: input.idempotencyKey ?? null,
  });
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(userExperiences)
    .where(
      and(
        eq(userExperiences.userId, userId),
        eq(userExperiences.idempotencyKey, input.idempotencyKey ?? ""),
      ),
    )
    .limit(1);
  if (!existing) throw new Error("insert skipped without an existing row");
  return { row: existing, created: false };
}

/**
 * The caller's own step experiences (ARCHITECTURE reading 4): every query is
 * filtered by the session's user id; no route takes a user id from the client.
 */
export const experienceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { user } = await requireSession(c);
    const rows = await ownVersions(c.var.database.db).execute({ userId: user.id });
    c.header("Cache-Control", "no-store");
    return c.json({ experiences: rows.map(toExperienceDto) });
  })
  /** The newest version for one step, to preload the dialog; null when none. */
  .get("/latest", async (c) => {
    const { user } = await requireSession(c);
    const parsed = stepNumberSchema.safeParse(c.req.query("step"));
    if (!parsed.success)
      throw new ApiError(400, "VALIDATION_ERROR", "Step number must be from 1 to 10");
    const [row] = await c.var.database.db
      .select()
      .from(userExperiences)
      .where(and(eq(userExperiences.userId, user.id), eq(userExperiences.stepNumber, parsed.data)))
      .orderBy(desc(userExperiences.createdAt), desc(userExperiences.id))
      .limit(1);
    c.header("Cache-Control", "no-store");
    return c.json({ experience: row ? toExperienceDto(row) : null });
  })
  .post("/", async (c) => {
    const { user } = await requireSession(c);
    const input = await readJson(c, experienceSchema);
    const db = c.var.database.db;
    if (!(await isStepOpen(db, input.stepNumber, c.var.config.UNLOCK_BASE)))
      throw lockedError(input.stepNumber);
    const { row, created } = await insertExperience(db, user.id, input);
    if (created) c.var.feed.invalidate();
    return c.json({ experience: toExperienceDto(row) }, created ? 201 : 200);
  })
  /**
   * Post-login upload of entries kept in the browser (spec section 4): each is
   * stored only when the user has nothing saved for that step yet, and a retry
   * with the same keys changes nothing.
   */
  .post("/sync", async (c) => {
    const { user } = await requireSession(c);
    const { entries } = await readJson(c, experienceSyncSchema);
    const db = c.var.database.db;
    const results: { stepNumber: number; status: "saved" | "already-saved" | "locked" }[] = [];
    for (const entry of entries) {
      const [existing] = await db
        .select({ id: userExperiences.id, key: userExperiences.idempotencyKey })
        .from(userExperiences)
        .where(
          and(
            eq(userExperiences.userId, user.id),
            eq(userExperiences.stepNumber, entry.stepNumber),
          ),
        )
        .limit(1);
      if (existing) {
        results.push({ stepNumber: entry.stepNumber, status: "already-saved" });
        continue;
      }
      if (!(await isStepOpen(db, entry.stepNumber, c.var.config.UNLOCK_BASE))) {
        results.push({ stepNumber: entry.stepNumber, status: "locked" });
        continue;
      }
      const { created } = await insertExperience(db, user.id, entry);
      if (created) c.var.feed.invalidate();
      results.push({ stepNumber: entry.stepNumber, status: created ? "saved" : "already-saved" });
    }
    return c.json({ results });
  });
