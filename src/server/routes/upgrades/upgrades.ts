import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { upgrades } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { callerIsAdmin } from "../../http/session";

type UpgradeRow = typeof upgrades.$inferSelect;

export function toUpgradeDto(row: UpgradeRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    displayOrder: row.displayOrder,
    content: row.content,
    isPublished: row.isPublished,
    creationMethod: row.creationMethod,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type UpgradeDto = ReturnType<typeof toUpgradeDto>;

/** Visitors see published upgrades only; admins also reach drafts by id (to preview them). */
export const upgradeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await c.var.database.db
      .select()
      .from(upgrades)
      .where(eq(upgrades.isPublished, true))
      .orderBy(asc(upgrades.displayOrder), asc(upgrades.id));
    return c.json({ upgrades: rows.map(toUpgradeDto) });
  })
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    const [row] = await c.var.database.db
      .select()
      .from(upgrades)
      .where(and(eq(upgrades.id, id)))
      .limit(1);
    if (!row || (!row.isPublished && !(await callerIsAdmin(c)))) {
      throw new ApiError(404, "NOT_FOUND", "Upgrade not found.");
    }
    return c.json({ upgrade: toUpgradeDto(row) });
  });
