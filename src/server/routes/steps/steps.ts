import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { stepNumberSchema } from "../../../core/schemas";
import { steps } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { readStepUnlock } from "../../progress/collective";

type StepRow = typeof steps.$inferSelect;

/** finalText and summary fall back to the description (spec section 3). */
export function toStepDto(row: StepRow) {
  const content = row.content ?? {};
  return {
    id: row.id,
    stepNumber: row.stepNumber,
    title: row.title,
    description: row.description,
    content: {
      ...content,
      summary: content.summary || row.description,
      summaries: content.summaries ?? [],
      finalText: content.finalText || row.description,
    },
  };
}

function parseStepNumber(raw: string): number {
  const parsed = stepNumberSchema.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw)) throw new ApiError(404, "NOT_FOUND", "No such step.");
  return parsed.data;
}

export const stepRoutes = new Hono<AppEnv>()
  /** Published steps, one per step number (the lowest display order wins). */
  .get("/", async (c) => {
    const rows = await c.var.database.db
      .select()
      .from(steps)
      .where(eq(steps.isPublished, true))
      .orderBy(asc(steps.stepNumber), asc(steps.displayOrder), asc(steps.createdAt));
    const firstPerNumber = rows.filter(
      (row, index) => rows[index - 1]?.stepNumber !== row.stepNumber,
    );
    return c.json({ steps: firstPerNumber.map(toStepDto) });
  })
  .get("/:n/unlock", async (c) => {
    const stepNumber = parseStepNumber(c.req.param("n"));
    c.header("Cache-Control", "no-store");
    return c.json(await readStepUnlock(c.var.database.db, stepNumber, c.var.config.UNLOCK_BASE));
  })
  .get("/:n", async (c) => {
    const stepNumber = parseStepNumber(c.req.param("n"));
    const [row] = await c.var.database.db
      .select()
      .from(steps)
      .where(and(eq(steps.stepNumber, stepNumber), eq(steps.isPublished, true)))
      .orderBy(asc(steps.displayOrder), asc(steps.createdAt))
      .limit(1);
    if (!row) throw new ApiError(404, "NOT_FOUND", "This step is being prepared.");
    return c.json({ step: toStepDto(row) });
  });
