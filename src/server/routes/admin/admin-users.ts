import { desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { adminUsersQuerySchema } from "../../../core/admin-schemas";
import { firstIssueMessage } from "../../../core/schemas";
import type { Database } from "../../db/client";
import { appCounters, profiles } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { zodFieldErrors } from "../../http/validation";

/** `%`, `_` and `\` typed in the search box are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/*
 * A profile matches when its email, its last name or its full name
 * ("first last") starts with the search text, ignoring case. Each expression
 * is exactly one of the indexes of migration 0004, so PostgreSQL answers with
 * index range scans whatever the number of profiles (decision 008).
 */
function searchCondition(q: string): SQL | undefined {
  const pattern = `${escapeLike(q.toLowerCase())}%`;
  return or(
    like(sql`lower(${profiles.email})`, pattern),
    like(sql`lower(${profiles.lastName})`, pattern),
    like(
      sql`lower(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`,
      pattern,
    ),
  );
}

async function countProfiles(db: Database, condition: SQL | undefined): Promise<number> {
  if (!condition) {
    // Kept exact by triggers, so the unfiltered total costs one row read.
    const [counter] = await db
      .select({ value: appCounters.value })
      .from(appCounters)
      .where(eq(appCounters.name, "profiles"));
    return counter?.value ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(condition);
  return row?.count ?? 0;
}

/** The admin user list (spec section 7): profiles newest first, one page at a time. */
export const adminUserRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const parsed = adminUsersQuerySchema.safeParse(c.req.query());
  if (!parsed.success) {
    const message = firstIssueMessage(parsed.error);
    throw new ApiError(400, "VALIDATION_ERROR", message, zodFieldErrors(parsed.error));
  }
  const { q, page, pageSize } = parsed.data;
  const db = c.var.database.db;
  const condition = q ? searchCondition(q) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(condition)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countProfiles(db, condition),
  ]);
  return c.json({
    users: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageSize,
  });
});
