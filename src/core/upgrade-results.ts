import { UPGRADE_CATALOGUE, UPGRADE_CATEGORIES, type UpgradeCategory } from "./catalogue";
import { JOURNEY_LENGTH, type JourneyCatalogue } from "./journey";
import { z } from "./zod";

/**
 * Upgrade result records (spec section 3): one per completed upgrade, stored
 * locally under `upgrade_data_{upgradeId}`, and the summary built from them.
 */

export interface UpgradeResult {
  upgradeId: string;
  category: UpgradeCategory;
  /** Answers to the upgrade's prompts, plus `submittedAt` (ISO time). */
  responses: Record<string, string>;
  rating: number | null;
  /** ms since the epoch */
  completedAt: number;
  /** seconds spent on the page, null when not measured */
  timeSpent: number | null;
  /** 1-based journey position at completion */
  relativePosition: number;
}

export const SUBMITTED_AT_KEY = "submittedAt";

export interface NewUpgradeResult {
  upgradeId: string;
  answers: Record<string, string>;
  rating: number | null;
  timeSpent: number | null;
  relativePosition: number;
  now: number;
  catalogue?: JourneyCatalogue;
}

/** Builds the record saved when the completion form is submitted; null for an unknown upgrade. */
export function createUpgradeResult(input: NewUpgradeResult): UpgradeResult | null {
  const catalogue = input.catalogue ?? UPGRADE_CATALOGUE;
  const upgrade = catalogue.find((u) => u.id === input.upgradeId);
  if (!upgrade) return null;
  return {
    upgradeId: upgrade.id,
    category: upgrade.category,
    responses: { ...input.answers, [SUBMITTED_AT_KEY]: new Date(input.now).toISOString() },
    rating: input.rating,
    completedAt: input.now,
    timeSpent: input.timeSpent,
    relativePosition: input.relativePosition,
  };
}

// Lenient on fields the review can live without, strict on completedAt: a record
// without a usable completion time cannot be ordered or dated, so it is dropped.
const storedResultSchema = z.object({
  category: z.catch(z.optional(z.enum(UPGRADE_CATEGORIES)), undefined),
  responses: z.catch(z.record(z.string(), z.unknown()), {}),
  rating: z.catch(z.nullable(z.number()), null),
  completedAt: z.union([z.number(), z.string()]),
  timeSpent: z.catch(z.nullable(z.number().check(z.nonnegative())), null),
  relativePosition: z.catch(z.int().check(z.positive()), 1),
});

/**
 * Reads one `upgrade_data_{upgradeId}` value. Returns null when it is not JSON or
 * not a usable record (the caller skips it with a console warning).
 */
export function parseStoredResult(
  raw: string | null | undefined,
  upgradeId: string,
  catalogue: JourneyCatalogue = UPGRADE_CATALOGUE,
): UpgradeResult | null {
  if (raw == null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedResultSchema.safeParse(value);
  if (!parsed.success) return null;
  const stored = parsed.data;

  const category = stored.category ?? catalogue.find((u) => u.id === upgradeId)?.category;
  const completedAt = toEpochMs(stored.completedAt);
  if (category === undefined || completedAt === null) return null;

  return {
    // The storage key names the record, so it wins over an id stored inside it.
    upgradeId,
    category,
    responses: stringValues(stored.responses),
    rating: stored.rating,
    completedAt,
    timeSpent: stored.timeSpent,
    relativePosition: stored.relativePosition,
  };
}

function toEpochMs(value: number | string): number | null {
  const ms = typeof value === "number" ? value : Date.parse(value);
  // Beyond the Date range toISOString throws "Invalid time value" later.
  return Number.isFinite(new Date(ms).getTime()) ? ms : null;
}

function stringValues(responses: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(responses)) {
    if (typeof value === "string") out[key] = value;
    else if (typeof value === "number" || typeof value === "boolean") out[key] = String(value);
  }
  return out;
}

/** Results in completion order (oldest first), as the review and export list them. */
export function sortResults(results: readonly UpgradeResult[]): UpgradeResult[] {
  return [...results].sort((a, b) => a.completedAt - b.completedAt);
}

/** "Your Responses" pairs, without the submittedAt bookkeeping key. */
export function responseEntries(responses: Record<string, string>): [string, string][] {
  return Object.entries(responses).filter(([key]) => key !== SUBMITTED_AT_KEY);
}

/** The review's "Rated" tile. */
export function countRated(results: readonly UpgradeResult[]): number {
  return results.filter((r) => r.rating !== null).length;
}

export interface ProgressSummary {
  totalCompleted: number;
  totalUpgrades: number;
  /** completed / 10, a fraction from 0 to 1 */
  completionRate: number;
  /** seconds; absent when no result has a measured time */
  averageTimeSpent?: number;
  /** latest completedAt, 0 when there are no results */
  lastActivity: number;
}

export function progressSummary(results: readonly UpgradeResult[]): ProgressSummary {
  const times = results
    .map((r) => r.timeSpent)
    .filter((t): t is number => t !== null && Number.isFinite(t));
  const summary: ProgressSummary = {
    totalCompleted: results.length,
    totalUpgrades: JOURNEY_LENGTH,
    completionRate: results.length / JOURNEY_LENGTH,
    lastActivity: results.reduce((latest, r) => Math.max(latest, r.completedAt), 0),
  };
  if (times.length > 0) {
    summary.averageTimeSpent = times.reduce((sum, t) => sum + t, 0) / times.length;
  }
  return summary;
}
