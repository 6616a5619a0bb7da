import { asc, desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type AdminUsersQuery, adminUsersQuerySchema } from "../../../core/admin-schemas";
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

/**
 * A search that matches a large share of 200,000 profiles would cost a scan
 * to count exactly; counting stops this many rows past the requested page, so
 * the cost stays bounded and the list says "at least" (decision 008).
 */
export const COUNT_AHEAD = 10_000;

interface ProfileCount {
  total: number;
  /** True when counting stopped early: there are at least `total` matches. */
  totalIsLowerBound: boolean;
}

async function countProfiles(
  db: Database,
  condition: SQL | undefined,
  offset: number,
  countAhead: number,
): Promise<ProfileCount> {
  if (!condition) {
    // Kept exact by triggers, so the unfiltered total costs one row read.
    const [counter] = await db
      .select({ value: appCounters.value })
      .from(appCounters)
      .where(eq(appCounters.name, "profiles"));
    return { total: counter?.value ?? 0, totalIsLowerBound: false };
  }
  const bound = offset + countAhead;
  const matches = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(condition)
    .limit(bound + 1)
    .as("matches");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  const counted = row?.count ?? 0;
  return counted > bound
    ? { total: bound, totalIsLowerBound: true }
    : { total: counted, totalIsLowerBound: false };
}

const userColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  createdAt: profiles.createdAt,
};

/**
 * One page of profiles, newest first, with the number that match. A page in
 * the older half of the list is read from the oldest end, so no page skips
 * more than half of the rows.
 */
export async function listProfiles(
  db: Database,
  { q, page, pageSize }: AdminUsersQuery,
  countAhead = COUNT_AHEAD,
) {
  const condition = q ? searchCondition(q) : undefined;
  const offset = (page - 1) * pageSize;
  const count = await countProfiles(db, condition, offset, countAhead);
  const fromOldest = !count.totalIsLowerBound && offset > count.total / 2;
  const rows = fromOldest
    ? (
        await db
          .select(userColumns)
          .from(profiles)
          .where(condition)
          .orderBy(asc(profiles.createdAt), asc(profiles.id))
          .limit(Math.max(0, Math.min(pageSize, count.total - offset)))
          .offset(Math.max(0, count.total - offset - pageSize))
      ).reverse()
    : await db
        .select(userColumns)
        .from(profiles)
        .where(condition)
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(pageSize)
        .offset(offset);
  return {
    users: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    ...count,
    page,
    pageSize,
  };
}

/** The admin user list (spec section 7). */
export const adminUserRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const parsed = adminUsersQuerySchema.safeParse(c.req.query());
  if (!parsed.success) {
    const message = firstIssueMessage(parsed.error);
    throw new ApiError(400, "VALIDATION_ERROR", message, zodFieldErrors(parsed.error));
  }
  return c.json(await listProfiles(c.var.database.db, parsed.data));
});
