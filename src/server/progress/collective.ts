import { asc, eq, sql } from "drizzle-orm";
import {
  type CollectiveProgress,
  isStepUnlocked,
  requiredUsersForStep,
  STEP_COUNT,
  type StepUnlockStatus,
} from "../../core/unlock";

export type { CollectiveProgress, StepUnlockStatus };

import type { Database } from "../db/client";
import { preparedFor } from "../db/prepared";
import { appCounters, stepCounts } from "../db/schema";

/**
 * Reads only the counter rows (ten plus one), so the cost does not grow with
 * the number of users or experiences (decision 002).
 */
export async function readCollectiveProgress(
  db: Database,
  base: number,
): Promise<CollectiveProgress> {
  const [counts, registered] = await Promise.all([
    db.select().from(stepCounts).orderBy(asc(stepCounts.stepNumber)),
    db
      .select({ value: appCounters.value })
      .from(appCounters)
      .where(eq(appCounters.name, "registered_users")),
  ]);
  const participants = new Map(counts.map((row) => [row.stepNumber, Number(row.participantCount)]));
  const registeredUsers = Number(registered[0]?.value ?? 0);
  const steps: StepUnlockStatus[] = [];
  for (let stepNumber = 1; stepNumber <= STEP_COUNT; stepNumber++) {
    const currentUsers =
      stepNumber === 1 ? registeredUsers : (participants.get(stepNumber - 1) ?? 0);
    steps.push({
      stepNumber,
      isUnlocked: isStepUnlocked(stepNumber, currentUsers, base),
      requiredUsers: requiredUsersForStep(stepNumber, base),
      currentUsers,
    });
  }
  return {
    registeredUsers,
    stepsWithExperiences: counts.filter((row) => Number(row.participantCount) > 0).length,
    steps,
  };
}

/** Unlock state of one step, from the same counters. */
export async function readStepUnlock(
  db: Database,
  stepNumber: number,
  base: number,
): Promise<StepUnlockStatus> {
  const progress = await readCollectiveProgress(db, base);
  const status = progress.steps[stepNumber - 1];
  if (!status) throw new RangeError(`no step ${stepNumber}`);
  return status;
}

const participantsOfStep = preparedFor((db) =>
  db
    .select({ participants: stepCounts.participantCount })
    .from(stepCounts)
    .where(eq(stepCounts.stepNumber, sql.placeholder("stepNumber")))
    .prepare("step_participants"),
);

/**
 * Whether a step takes new experiences: the write path's lock check. Step 1
 * is always open, so it costs no query; any other step reads one counter row.
 */
export async function isStepOpen(db: Database, stepNumber: number, base: number): Promise<boolean> {
  if (stepNumber <= 1) return true;
  const [previous] = await participantsOfStep(db).execute({ stepNumber: stepNumber - 1 });
  return isStepUnlocked(stepNumber, Number(previous?.participants ?? 0), base);
}
