import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { upgradeCompletionSchema } from "../../../core/schemas";
import { upgradeCompletions, upgrades } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { requireSession } from "../../http/session";
import { readJson } from "../../http/validation";

/**
 * Upgrades completed by the signed-in user (spec "Upgrade completion (signed-in)"),
 * so progress follows the account. Completing twice keeps the first completion.
 */
export const upgradeCompletionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { user } = await requireSession(c);
    const rows = await c.var.database.db
      .select({
        upgradeId: upgradeCompletions.upgradeId,
        completedAt: upgradeCompletions.completedAt,
      })
      .from(upgradeCompletions)
      .where(eq(upgradeCompletions.userId, user.id))
      .orderBy(asc(upgradeCompletions.completedAt));
    return c.json({ completedUpgrades: rows.map((row) => row.upgradeId) });
  })
  .post("/", async (c) => {
    const { user } = await requireSession(c);
    const input = await readJson(c, upgradeCompletionSchema);
    const db = c.var.database.db;
    const [upgrade] = await db
      .select({ id: upgrades.id })
      .from(upgrades)
      .where(and(eq(upgrades.id, input.upgradeId), eq(upgrades.isPublished, true)))
      .limit(1);
    if (!upgrade) throw new ApiError(404, "NOT_FOUND", "Upgrade not found.");
    const inserted = await db
      .insert(upgradeCompletions)
      .values({
        userId: user.id,
        upgradeId: input.upgradeId,
        rating: input.rating,
        responses: input.responses,
        timeSpentSeconds: input.timeSpentSeconds ?? null,
      })
      .onConflictDoNothing()
      .returning({ upgradeId: upgradeCompletions.upgradeId });
    return c.json(
      { upgradeId: input.upgradeId, alreadyCompleted: inserted.length === 0 },
      inserted.length ? 201 : 200,
    );
  });
