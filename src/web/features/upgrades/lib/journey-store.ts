import { useSyncExternalStore } from "react";
import { UPGRADE_CATALOGUE } from "../../../../core/catalogue";
import {
  beginJourney,
  completeUpgrade,
  createJourney,
  type JourneyMode,
  type JourneyState,
  parseJourneyState,
  setMode,
  upgradePosition,
} from "../../../../core/journey";
import {
  JOURNEY_KEY,
  keysToClearOnReset,
  upgradeIdFromResultKey,
  upgradeResultKey,
} from "../../../../core/storage-keys";
import {
  createUpgradeResult,
  parseStoredResult,
  sortResults,
  type UpgradeResult,
} from "../../../../core/upgrade-results";
import { allKeys, readItem, removeItems, subscribe, writeJson } from "../../../lib/local-store";

/*
 * The anonymous journey lives in the browser only (spec section 3, local
 * storage keys). This module is the one place that reads and writes those
 * keys; pages use `useJourney()` and the actions below.
 */

export interface JourneySnapshot {
  /** null until the visitor first needs a journey */
  journey: JourneyState | null;
  /** completed upgrades' records, oldest first */
  results: UpgradeResult[];
}

let cached: { raw: string; snapshot: JourneySnapshot } | null = null;

function readSnapshot(): JourneySnapshot {
  const keys = allKeys().filter((key) => key === JOURNEY_KEY || upgradeIdFromResultKey(key));
  // A cheap fingerprint of the raw values: same text, same snapshot object.
  const raw = keys
    .sort()
    .map((key) => `${key}=${readItem(key)}`)
    .join("\n");
  if (cached?.raw === raw) return cached.snapshot;
  const journey = parseJourneyState(readItem(JOURNEY_KEY));
  const results: UpgradeResult[] = [];
  for (const key of keys) {
    const upgradeId = upgradeIdFromResultKey(key);
    if (!upgradeId) continue;
    const record = parseStoredResult(readItem(key) ?? "", upgradeId);
    if (record) results.push(record);
    else console.warn(`Skipping unreadable result record "${key}"`);
  }
  const snapshot = { journey, results: sortResults(results) };
  cached = { raw, snapshot };
  return snapshot;
}

const EMPTY: JourneySnapshot = { journey: null, results: [] };

/** The journey and results, kept in step with this tab and every other tab. */
export function useJourney(): JourneySnapshot {
  return useSyncExternalStore(subscribe, readSnapshot, () => EMPTY);
}

export function getJourney(): JourneySnapshot {
  return readSnapshot();
}

function save(journey: JourneyState): JourneyState {
  writeJson(JOURNEY_KEY, journey);
  return journey;
}

/** The stored journey, or a new one (created on first need, spec section 4). */
export function ensureJourney(): JourneyState {
  return readSnapshot().journey ?? save(createJourney(Date.now()));
}

/**
 * Unlocks the first upgrade if none is unlocked yet; returns the journey.
 * `startingUpgradeId` (a visitor who arrives straight on an upgrade's page)
 * makes that upgrade the first one (spec section 4: "the first is the starting
 * upgrade if set"); an id the catalogue does not know is ignored.
 */
export function startJourney(startingUpgradeId?: string): JourneyState {
  const journey = ensureJourney();
  if (journey.unlockedUpgrades.length > 0) return journey;
  const known = UPGRADE_CATALOGUE.some((upgrade) => upgrade.id === startingUpgradeId);
  return save(beginJourney(known ? { ...journey, startingUpgradeId } : journey));
}

export function changeMode(mode: JourneyMode): JourneyState {
  return save(setMode(ensureJourney(), mode));
}

export interface CompletionInput {
  upgradeId: string;
  answers: Record<string, string>;
  rating: number | null;
  timeSpentSeconds: number | null;
}

/** Records a completed upgrade and moves the journey on; returns the new journey. */
export function recordCompletion(input: CompletionInput): JourneyState {
  const now = Date.now();
  const journey = ensureJourney();
  const result = createUpgradeResult({
    upgradeId: input.upgradeId,
    answers: input.answers,
    rating: input.rating,
    timeSpent: input.timeSpentSeconds,
    relativePosition: upgradePosition(journey, input.upgradeId) ?? 1,
    now,
  });
  if (result) writeJson(upgradeResultKey(input.upgradeId), result);
  return save(completeUpgrade(journey, input.upgradeId, { rating: input.rating, now }));
}

/** Start over: removes the journey, the responsive state and every upgrade_/step_ key. */
export function resetJourney(): void {
  removeItems(keysToClearOnReset(allKeys()));
}
