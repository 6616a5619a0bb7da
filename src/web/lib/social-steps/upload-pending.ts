/**
 * The post-login routine (spec section 4 "Auth state"): pending
 * `step_{n}_submitted` entries with both text and rating go to the server,
 * which stores each only when the user has no experience for that step yet.
 * Failures are only logged.
 */

import { stepSubmittedKey } from "../../../core/storage-keys";
import { STEP_COUNT } from "../../../core/unlock";
import { writeJson } from "../local-store";
import { markUploaded, newIdempotencyKey, readSubmitted, type StepSubmitted } from "./step-records";
import { type SyncEntry, syncExperiences } from "./sync-experiences";

export function pendingEntries(
  read: (stepNumber: number) => StepSubmitted | null = readSubmitted,
): { entry: SyncEntry; submitted: StepSubmitted }[] {
  const pending: { entry: SyncEntry; submitted: StepSubmitted }[] = [];
  for (let stepNumber = 1; stepNumber <= STEP_COUNT; stepNumber++) {
    const submitted = read(stepNumber);
    if (!submitted) continue;
    const { experience, rating } = submitted;
    if (experience.trim() === "" || !Number.isInteger(rating) || rating < 1 || rating > 10)
      continue;
    pending.push({
      submitted,
      entry: {
        stepNumber,
        experienceText: experience,
        rating,
        idempotencyKey: submitted.idempotencyKey ?? "",
      },
    });
  }
  return pending;
}

/** Uploads what is pending; resolves to the step numbers now stored on the server. */
export async function uploadPendingExperiences(): Promise<number[]> {
  try {
    const pending = pendingEntries();
    if (pending.length === 0) return [];
    for (const { entry, submitted } of pending) {
      if (entry.idempotencyKey === "") {
        // Keep the key with the entry so a retry of this upload reuses it.
        entry.idempotencyKey = newIdempotencyKey();
        writeJson(stepSubmittedKey(entry.stepNumber), {
          ...submitted,
          idempotencyKey: entry.idempotencyKey,
        });
      }
    }
    const results = await syncExperiences(pending.map(({ entry }) => entry));
    const stored: number[] = [];
    for (const result of results) {
      if (result.status !== "saved" && result.status !== "already-saved") continue;
      const match = pending.find(({ entry }) => entry.stepNumber === result.stepNumber);
      if (!match) continue;
      markUploaded(result.stepNumber, match.submitted);
      stored.push(result.stepNumber);
    }
    return stored;
  } catch (error) {
    console.error("Error in post-auth handler", error);
    return [];
  }
}
