import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { publishSchema, stepChatSchema, stepFormSchema } from "../../../core/admin-schemas";
import type { Database } from "../../db/client";
import { steps } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { readJson } from "../../http/validation";
import { idCannotChange } from "./admin-upgrades";

type StepRow = typeof steps.$inferSelect;

/** A step as the admin screens see it: every column, content as stored. */
export function toAdminStepDto(row: StepRow) {
  return {
    id: row.id,
    stepNumber: row.stepNumber,
    title: row.title,
    description: row.description,
    displayOrder: row.displayOrder,
    content: row.content,
    isPublished: row.isPublished,
    creationMethod: row.creationMethod,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type AdminStepDto = ReturnType<typeof toAdminStepDto>;

const notFound = () => new ApiError(404, "NOT_FOUND", "Step not found.");

async function findStep(db: Database, id: string) {
  const [row] = await db.select().from(steps).where(eq(steps.id, id)).limit(1);
  return row;
}

/** "My Step Title!" → "my-step-title", kept short so the timestamped id stays readable. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return slug || "step";
}

export const adminStepRoutes = new Hono<AppEnv>()
  /** Every step row, published or not. */
  .get("/", async (c) => {
    const rows = await c.var.database.db
      .select()
      .from(steps)
      .orderBy(asc(steps.stepNumber), asc(steps.displayOrder), asc(steps.createdAt));
    return c.json({ steps: rows.map(toAdminStepDto) });
  })
  .get("/:id", async (c) => {
    const row = await findStep(c.var.database.db, c.req.param("id"));
    if (!row) throw notFound();
    return c.json({ step: toAdminStepDto(row) });
  })
  .post("/", async (c) => {
    const input = await readJson(c, stepFormSchema);
    const [row] = await c.var.database.db
      .insert(steps)
      .values({
        id: input.id,
        stepNumber: input.stepNumber,
        title: input.title,
        description: input.description,
        displayOrder: input.displayOrder,
        content: input.content,
        isPublished: input.isPublished ?? false,
        creationMethod: "form",
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new ApiError(409, "CONFLICT", "A step with this ID already exists", {
        id: "A step with this ID already exists",
      });
    }
    return c.json({ step: toAdminStepDto(row) }, 201);
  })
  /** The step form's save (spec section 7): the row becomes form-made. */
  .put("/:id", async (c) => {
    const id = c.req.param("id");
    const input = await readJson(c, stepFormSchema);
    idCannotChange(id, input.id);
    const [row] = await c.var.database.db
      .update(steps)
      .set({
        stepNumber: input.stepNumber,
        title: input.title,
        description: input.description,
        displayOrder: input.displayOrder,
        content: input.content,
        ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
        creationMethod: "form",
        updatedAt: new Date(),
      })
      .where(eq(steps.id, id))
      .returning();
    if (!row) throw notFound();
    return c.json({ step: toAdminStepDto(row) });
  })
  .patch("/:id/publish", async (c) => {
    const { isPublished } = await readJson(c, publishSchema);
    const [row] = await c.var.database.db
      .update(steps)
      .set({ isPublished })
      .where(eq(steps.id, c.req.param("id")))
      .returning();
    if (!row) throw notFound();
    return c.json({ step: toAdminStepDto(row) });
  })
  /**
   * The step chat builder (spec section 7): a new step is a chat-made draft at
   * display order 0 with an id from its title and the time; an existing one
   * gets the new number, title and description and keeps everything else.
   */
  .post("/chat", async (c) => {
    const input = await readJson(c, stepChatSchema);
    const db = c.var.database.db;
    const existing = input.id ? await findStep(db, input.id) : undefined;
    if (existing) {
      const [row] = await db
        .update(steps)
        .set({
          stepNumber: input.stepNumber,
          title: input.title,
          description: input.description,
          content: {
            ...existing.content,
            heroTitle: input.title,
            heroDescription: input.description,
          },
          updatedAt: new Date(),
        })
        .where(eq(steps.id, existing.id))
        .returning();
      if (!row) throw notFound();
      return c.json({ step: toAdminStepDto(row) });
    }
    const base = `${slugify(input.title)}-${Date.now()}`;
    // Two saves of one title in the same millisecond would collide; the second gets a suffix.
    for (const id of [base, `${base}-${crypto.randomUUID().slice(0, 8)}`]) {
      const [row] = await db
        .insert(steps)
        .values({
          id,
          stepNumber: input.stepNumber,
          title: input.title,
          description: input.description,
          displayOrder: 0,
          content: { heroTitle: input.title, heroDescription: input.description },
          isPublished: false,
          creationMethod: "chat",
        })
        .onConflictDoNothing()
        .returning();
      if (row) return c.json({ step: toAdminStepDto(row) }, 201);
    }
    throw new Error("could not choose a free step id");
  });
