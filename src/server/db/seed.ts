import { STEP_CATALOGUE, UPGRADE_CATALOGUE } from "../../core/catalogue";
import type { Database } from "./client";
import { steps, upgrades } from "./schema";
import { STEP_SEEDS } from "./step-content";

/**
 * First-start content: the ten catalogue upgrades (published) and step rows
 * 1-10 with the spec's titles. Existing rows are never overwritten, so admin
 * edits survive restarts.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db
    .insert(upgrades)
    .values(
      UPGRADE_CATALOGUE.map((upgrade, index) => ({
        id: upgrade.id,
        title: upgrade.title,
        description: upgrade.description,
        category: upgrade.category,
        displayOrder: index + 1,
        content: { ...upgrade.content },
        isPublished: true,
        creationMethod: "form",
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(steps)
    .values(
      STEP_CATALOGUE.map((step) => ({
        id: `step-${step.stepNumber}`,
        stepNumber: step.stepNumber,
        title: step.title,
        description:
          STEP_SEEDS[step.stepNumber]?.description ??
          `Step ${step.stepNumber} of the 10 Social Steps.`,
        displayOrder: step.stepNumber,
        content: STEP_SEEDS[step.stepNumber]?.content ?? {},
        // Steps 1-3 have pages of their own; 4-10 wait for an admin to publish content.
        isPublished: step.stepNumber <= 3,
        creationMethod: "form",
      })),
    )
    .onConflictDoNothing();
}
