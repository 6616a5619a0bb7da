/**
 * The Social Steps local-storage records (spec section 3 "Local storage keys"):
 * `step_{n}_draft`, `step_{n}_data`, `step_{n}_submitted` and `step_{n}_saved`.
 */
import {
  stepDataKey,
  stepDraftKey,
  stepSavedKey,
  stepSubmittedKey,
} from "../../../core/storage-keys";
import { readJson, removeItems, writeJson } from "../local-store";

export const DEFAULT_STEP_RATING = 5;

export interface StepDraft {
  experience: string;
  rating: number;
  /** ms epoch */
  timestamp: number;
}

export interface StepSubmitted {
  experience: string;
  rating: number;
  /** Reused when the same submission is sent again, so a retry can't duplicate it. */
  idempotencyKey?: string;
}

export interface StepData {
  stepNumber: number;
  experience: string;
  rating: number;
  timestamp: number;
}

export interface StepSaved {
  experience: string;
  rating: number;
  /** ms epoch */
  timestamp: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A draft is worth keeping once the text or the rating moved from empty and 5. */
export function isDraftWorthSaving(experience: string, rating: number): boolean {
  return experience !== "" || rating !== DEFAULT_STEP_RATING;
}

export function readDraft(stepNumber: number): StepDraft | null {
  const value = readJson<unknown>(stepDraftKey(stepNumber));
  if (!isRecord(value) || typeof value.experience !== "string") return null;
  const rating = typeof value.rating === "number" ? value.rating : DEFAULT_STEP_RATING;
  const timestamp = typeof value.timestamp === "number" ? value.timestamp : Date.now();
  return { experience: value.experience, rating, timestamp };
}

export function writeDraft(stepNumber: number, draft: StepDraft): boolean {
  return writeJson(stepDraftKey(stepNumber), draft);
}

export function readSubmitted(stepNumber: number): StepSubmitted | null {
  const value = readJson<unknown>(stepSubmittedKey(stepNumber));
  if (!isRecord(value)) return null;
  const experience = typeof value.experience === "string" ? value.experience : "";
  const rating = typeof value.rating === "number" ? value.rating : Number.NaN;
  const submitted: StepSubmitted = { experience, rating };
  if (typeof value.idempotencyKey === "string" && value.idempotencyKey.length >= 8) {
    submitted.idempotencyKey = value.idempotencyKey;
  }
  return submitted;
}

export function newIdempotencyKey(): string {
  try {
    if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
      return crypto.randomUUID();
    }
  } catch {
    // not a secure context: fall through
  }
  const random = () => Math.random().toString(36).slice(2, 10).padEnd(8, "0");
  return `${Date.now().toString(36)}-${random()}-${random()}`;
}

/**
 * Writes a submission locally before it is sent (spec section 4, step 2):
 * `step_{n}_submitted` and `step_{n}_data`. A pending submission with the same
 * text and rating keeps its idempotency key (a retry); a changed one is new.
 */
export function recordSubmission(
  stepNumber: number,
  experience: string,
  rating: number,
  now = Date.now(),
): Required<StepSubmitted> {
  const pending = readSubmitted(stepNumber);
  const idempotencyKey =
    pending?.idempotencyKey && pending.experience === experience && pending.rating === rating
      ? pending.idempotencyKey
      : newIdempotencyKey();
  const submitted = { experience, rating, idempotencyKey };
  writeJson(stepSubmittedKey(stepNumber), submitted);
  const data: StepData = { stepNumber, experience, rating, timestamp: now };
  writeJson(stepDataKey(stepNumber), data);
  return submitted;
}

/** After the server stored it: `step_{n}_saved` set, draft and submitted removed. */
export function markSaved(
  stepNumber: number,
  experience: string,
  rating: number,
  now = Date.now(),
): void {
  const saved: StepSaved = { experience, rating, timestamp: now };
  writeJson(stepSavedKey(stepNumber), saved);
  removeItems([stepDraftKey(stepNumber), stepSubmittedKey(stepNumber)]);
}

/** After the post-login upload: saved set and the pending entry removed (the draft stays). */
export function markUploaded(stepNumber: number, submitted: StepSubmitted, now = Date.now()) {
  const saved: StepSaved = {
    experience: submitted.experience,
    rating: submitted.rating,
    timestamp: now,
  };
  writeJson(stepSavedKey(stepNumber), saved);
  removeItems([stepSubmittedKey(stepNumber)]);
}

/** The Step 1 form's record (`step_1_data`). */
export function writeStepData(data: StepData): boolean {
  return writeJson(stepDataKey(data.stepNumber), data);
}

export function readStepData(stepNumber: number): StepData | null {
  const value = readJson<unknown>(stepDataKey(stepNumber));
  if (!isRecord(value) || typeof value.experience !== "string") return null;
  return {
    stepNumber,
    experience: value.experience,
    rating: typeof value.rating === "number" ? value.rating : DEFAULT_STEP_RATING,
    timestamp: typeof value.timestamp === "number" ? value.timestamp : Date.now(),
  };
}
