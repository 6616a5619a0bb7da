import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  publishSchema,
  type UpgradeCreateInput,
  upgradeCreateSchema,
  upgradeFieldsSchema,
} from "../../../core/admin-schemas";
import { z } from "../../../core/zod";
import type { Database } from "../../db/client";
import { upgrades } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { readJson } from "../../http/validation";
import { toUpgradeDto } from "../upgrades/upgrades";

const notFound = () => new ApiError(404, "NOT_FOUND", "Upgrade not found.");

/** The id is fixed at creation: a body naming another id is refused, not ignored. */
export function idCannotChange(pathId: string, bodyId: unknown): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw new ApiError(400, "VALIDATION_ERROR", "ID cannot be changed", {
      id: "ID cannot be changed",
    });
  }
}

// The edit form may echo the id back; anything but the path's id is refused above.
const upgradeUpdateSchema = z.extend(upgradeFieldsSchema, { id: z.optional(z.unknown()) });

function editableFields(input: Omit<UpgradeCreateInput, "id">) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    displayOrder: input.displayOrder,
    content: input.content,
  };
}

async function findUpgrade(db: Database, id: string) {
  const [row] = await db.select().from(upgrades).where(eq(upgrades.id, id)).limit(1);
  return row;
}

export const adminUpgradeRoutes = new Hono<AppEnv>()
  /** Every upgrade, drafts included. */
  .get("/", async (c) => {
    const rows = await c.var.database.db
      .select()
      .from(upgrades)
      .orderBy(asc(upgrades.displayOrder), asc(upgrades.id));
    return c.json({ upgrades: rows.map(toUpgradeDto) });
  })
  .get("/:id", async (c) => {
    const row = await findUpgrade(c.var.database.db, c.req.param("id"));
    if (!row) throw notFound();
    return c.json({ upgrade: toUpgradeDto(row) });
  })
  /** The form editor: a new upgrade starts as a draft (spec section 4). */
  .post("/", async (c) => {
    const input = await readJson(c, upgradeCreateSchema);
    const [row] = await c.var.database.db
      .insert(upgrades)
      .values({
        id: input.id,
        ...editableFields(input),
        isPublished: false,
        creationMethod: "form",
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new ApiError(409, "CONFLICT", "An upgrade with this ID already exists", {
        id: "An upgrade with this ID already exists",
      });
    }
    return c.json({ upgrade: toUpgradeDto(row) }, 201);
  })
  .patch("/:id", async (c) => {
    const id = c.req.param("id");
    const input = await readJson(c, upgradeUpdateSchema);
    idCannotChange(id, input.id);
    const [row] = await c.var.database.db
      .update(upgrades)
      .set({ ...editableFields(input), updatedAt: new Date() })
      .where(eq(upgrades.id, id))
      .returning();
    if (!row) throw notFound();
    return c.json({ upgrade: toUpgradeDto(row) });
  })
  .patch("/:id/publish", async (c) => {
    const { isPublished } = await readJson(c, publishSchema);
    const [row] = await c.var.database.db
      .update(upgrades)
      .set({ isPublished })
      .where(eq(upgrades.id, c.req.param("id")))
      .returning();
    if (!row) throw notFound();
    return c.json({ upgrade: toUpgradeDto(row) });
  })
  /**
   * The chat builder's save (spec section 7 "Builder save"): an upsert marked
   * as chat-made. A new upgrade starts as a draft; an existing one keeps its
   * publish state.
   */
  .put("/:id/build", async (c) => {
    const id = c.req.param("id");
    const input = await readJson(c, upgradeCreateSchema);
    idCannotChange(id, input.id);
    const now = new Date();
    const fields = { ...editableFields(input), creationMethod: "chat", updatedAt: now };
    const [result] = await c.var.database.db
      .insert(upgrades)
      .values({ id, ...fields, isPublished: false })
      .onConflictDoUpdate({ target: upgrades.id, set: fields })
      // xmax is 0 only on a freshly inserted row version: the insert did not conflict.
      .returning({ ...getTableColumns(upgrades), created: sql<boolean>`(xmax = 0)` });
    if (!result) throw new Error("upsert returned no row");
    return c.json({ upgrade: toUpgradeDto(result), created: result.created });
  });
