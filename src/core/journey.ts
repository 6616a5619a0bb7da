import { type CatalogueUpgrade, UPGRADE_CATALOGUE, type UpgradeCategory } from "./catalogue";
import { z } from "./zod";

/**
 * The anonymous Awareness Upgrades journey (spec section 4, "Awareness journey").
 * Pure functions over plain data: the web layer reads and writes local storage
 * and hands the values in, so every rule here is testable without a browser.
 */

export const JOURNEY_LENGTH = 10;
export const JOURNEY_MODES = ["random", "responsive"] as const;
export type JourneyMode = (typeof JOURNEY_MODES)[number];

/** The shape stored under `user_journey`. Timestamps are ms since the epoch. */
export interface JourneyState {
  mode: JourneyMode;
  /** Ids in the order they were unlocked; the index is the journey position. */
  unlockedUpgrades: string[];
  /** Index into unlockedUpgrades of the next upgrade to do (may equal its length when done). */
  currentPosition: number;
  completedUpgrades: string[];
  startedAt: number;
  lastActivity: number;
  startingUpgradeId?: string;
}

/** Only ids and categories matter to the engine; tests may pass a smaller catalogue. */
export type JourneyCatalogue = readonly Pick<CatalogueUpgrade, "id" | "category">[];

export interface JourneyContext {
  /** Returns a number in [0, 1), like Math.random; injected so tests are deterministic. */
  random?: () => number;
  catalogue?: JourneyCatalogue;
}

// Responsive thresholds of spec section 9.
export const SAME_CATEGORY_MIN_RATING = 8;
export const NEXT_CATEGORY_MIN_RATING = 5;

const NEXT_CATEGORY: Record<UpgradeCategory, UpgradeCategory> = {
  individual: "relational",
  relational: "social",
  social: "individual",
};

const OPPOSITE_CATEGORY: Record<UpgradeCategory, UpgradeCategory> = {
  individual: "social",
  relational: "individual",
  social: "relational",
};

export function createJourney(now: number, mode: JourneyMode = "random"): JourneyState {
  return {
    mode,
    unlockedUpgrades: [],
    currentPosition: 0,
    completedUpgrades: [],
    startedAt: now,
    lastActivity: now,
  };
}

export function setMode(state: JourneyState, mode: JourneyMode): JourneyState {
  return state.mode === mode ? state : { ...state, mode };
}

/** Unlocks the first upgrade of a journey that has none yet; otherwise returns the state as is. */
export function beginJourney(state: JourneyState, ctx: JourneyContext = {}): JourneyState {
  if (state.unlockedUpgrades.length > 0) return state;
  const catalogue = ctx.catalogue ?? UPGRADE_CATALOGUE;
  const first = firstUpgradeId(state, catalogue, ctx.random ?? Math.random);
  if (first === null) return state;
  return { ...state, unlockedUpgrades: [first], currentPosition: 0 };
}

function firstUpgradeId(
  state: JourneyState,
  catalogue: JourneyCatalogue,
  random: () => number,
): string | null {
  // An unknown starting id (say, an upgrade since removed) must not start a broken journey.
  if (state.startingUpgradeId && catalogue.some((u) => u.id === state.startingUpgradeId)) {
    return state.startingUpgradeId;
  }
  const first = state.mode === "random" ? pickRandom(catalogue, random) : catalogue[0];
  return first?.id ?? null;
}

/** The category responsive mode moves to after an upgrade of `previous` rated `rating`. */
export function responsiveCategory(
  previous: UpgradeCategory,
  rating: number | null | undefined,
): UpgradeCategory {
  if (rating == null || !Number.isFinite(rating) || rating >= SAME_CATEGORY_MIN_RATING) {
    return previous;
  }
  return rating >= NEXT_CATEGORY_MIN_RATING ? NEXT_CATEGORY[previous] : OPPOSITE_CATEGORY[previous];
}

export interface ChooseNextOptions extends JourneyContext {
  previousRating?: number | null;
  /** Defaults to the last unlocked upgrade, which is the one just completed in a normal journey. */
  previousUpgradeId?: string;
}

/** The next upgrade to unlock, or null when every upgrade is already unlocked. */
export function chooseNextUpgrade(
  state: Pick<JourneyState, "mode" | "unlockedUpgrades">,
  options: ChooseNextOptions = {},
): string | null {
  const catalogue = options.catalogue ?? UPGRADE_CATALOGUE;
  const random = options.random ?? Math.random;
  const remaining = catalogue.filter((u) => !state.unlockedUpgrades.includes(u.id));
  if (remaining.length === 0) return null;
  if (state.mode === "random") return pickRandom(remaining, random)?.id ?? null;

  const previousId = options.previousUpgradeId ?? state.unlockedUpgrades.at(-1);
  const previous = catalogue.find((u) => u.id === previousId);
  const wanted = previous
    ? responsiveCategory(previous.category, options.previousRating)
    : "individual";
  const inCategory = remaining.filter((u) => u.category === wanted);
  return pickRandom(inCategory.length > 0 ? inCategory : remaining, random)?.id ?? null;
}

export interface CompleteOptions extends JourneyContext {
  rating: number | null;
  now: number;
}

/**
 * Records a completion. Only completing the upgrade at the current position moves
 * the journey on (position + 1, and one more upgrade unlocked while fewer than ten
 * are); re-saving an earlier upgrade just refreshes lastActivity.
 */
export function completeUpgrade(
  state: JourneyState,
  upgradeId: string,
  options: CompleteOptions,
): JourneyState {
  const catalogue = options.catalogue ?? UPGRADE_CATALOGUE;
  if (!catalogue.some((u) => u.id === upgradeId)) return state;

  const completedUpgrades = state.completedUpgrades.includes(upgradeId)
    ? state.completedUpgrades
    : [...state.completedUpgrades, upgradeId];
  let { unlockedUpgrades, currentPosition } = state;

  if (currentUpgradeId(state) === upgradeId) {
    currentPosition = Math.min(currentPosition + 1, unlockedUpgrades.length);
    if (unlockedUpgrades.length < JOURNEY_LENGTH) {
      const next = chooseNextUpgrade(state, {
        catalogue,
        random: options.random,
        previousRating: options.rating,
        previousUpgradeId: upgradeId,
      });
      if (next !== null && !unlockedUpgrades.includes(next)) {
        unlockedUpgrades = [...unlockedUpgrades, next];
      }
    }
  }

  return {
    ...state,
    unlockedUpgrades,
    currentPosition,
    completedUpgrades,
    lastActivity: options.now,
  };
}

/** The upgrade at the current position: the next one to do, or null when there is none. */
export function currentUpgradeId(state: JourneyState): string | null {
  return state.unlockedUpgrades[state.currentPosition] ?? null;
}

/** 1-based journey position of an unlocked upgrade ("Upgrade {n}"), or null if not unlocked. */
export function upgradePosition(state: JourneyState, upgradeId: string): number | null {
  const index = state.unlockedUpgrades.indexOf(upgradeId);
  return index < 0 ? null : index + 1;
}

/** The upgrade unlocked after this one (for "Continue Your Journey"), or null. */
export function upgradeAfter(state: JourneyState, upgradeId: string): string | null {
  const index = state.unlockedUpgrades.indexOf(upgradeId);
  return index < 0 ? null : (state.unlockedUpgrades[index + 1] ?? null);
}

function latestCompletedIndex(state: JourneyState): number {
  let latest = -1;
  state.unlockedUpgrades.forEach((id, index) => {
    if (state.completedUpgrades.includes(id)) latest = index;
  });
  return latest;
}

/** Menu access: unlocked, and at most one position past the furthest completed one. */
export function isReachable(state: JourneyState, upgradeId: string): boolean {
  const index = state.unlockedUpgrades.indexOf(upgradeId);
  return index >= 0 && index <= latestCompletedIndex(state) + 1;
}

export interface JourneyMenuItem {
  upgradeId: string;
  /** 1-based */
  position: number;
  completed: boolean;
  reachable: boolean;
}

/** The top-bar dropdown's upgrade entries, in journey order. */
export function menuItems(state: JourneyState): JourneyMenuItem[] {
  const latest = latestCompletedIndex(state);
  return state.unlockedUpgrades.map((upgradeId, index) => ({
    upgradeId,
    position: index + 1,
    completed: state.completedUpgrades.includes(upgradeId),
    reachable: index <= latest + 1,
  }));
}

export type JourneyStage = "begin" | "continue" | "review";

/** Which call to action the landing shows: Begin, Continue or Review Your Journey. */
export function journeyStage(state: JourneyState | null): JourneyStage {
  if (!state) return "begin";
  if (state.completedUpgrades.length >= JOURNEY_LENGTH) return "review";
  return state.unlockedUpgrades.length > 0 ? "continue" : "begin";
}

function pickRandom<T>(items: readonly T[], random: () => number): T | undefined {
  const r = random();
  // Clamp so a generator returning exactly 1 (or garbage) still yields a valid index.
  const index = Number.isFinite(r) ? Math.floor(r * items.length) : 0;
  return items[Math.min(items.length - 1, Math.max(0, index))];
}

// ---------------------------------------------------------------------------
// Reading a stored journey back. Local storage is user-editable and may hold
// records from older versions, so salvage what is valid instead of failing.

const optionalOrDropped = <T extends z.core.SomeType>(schema: T) =>
  z.catch(z.optional(schema), undefined);

const storedJourneySchema = z.object({
  mode: z.catch(z.enum(JOURNEY_MODES), "random"),
  unlockedUpgrades: z.catch(z.array(z.unknown()), []),
  currentPosition: optionalOrDropped(z.number()),
  completedUpgrades: z.catch(z.array(z.unknown()), []),
  startedAt: optionalOrDropped(z.number()),
  lastActivity: optionalOrDropped(z.number()),
  startingUpgradeId: optionalOrDropped(z.string()),
});

export interface ParseJourneyOptions {
  /** Fallback for missing timestamps. */
  now?: number;
  catalogue?: JourneyCatalogue;
}

/** Parses the `user_journey` value; null when absent, not JSON, or not an object. */
export function parseJourneyState(
  raw: string | null | undefined,
  options: ParseJourneyOptions = {},
): JourneyState | null {
  if (raw == null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return normalizeJourneyState(value, options);
}

/**
 * Validates an already-decoded journey: drops unknown and repeated ids, keeps at most
 * ten unlocked, and keeps the current position pointing at the same upgrade it did.
 */
export function normalizeJourneyState(
  value: unknown,
  options: ParseJourneyOptions = {},
): JourneyState | null {
  const parsed = storedJourneySchema.safeParse(value);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const catalogue = options.catalogue ?? UPGRADE_CATALOGUE;
  const known = new Set(catalogue.map((u) => u.id));
  const isKnownId = (id: unknown): id is string => typeof id === "string" && known.has(id);

  const rawPosition =
    stored.currentPosition === undefined ? undefined : Math.floor(stored.currentPosition);
  const unlockedUpgrades: string[] = [];
  let keptBeforePosition = 0;
  stored.unlockedUpgrades.forEach((id, index) => {
    if (!isKnownId(id) || unlockedUpgrades.includes(id)) return;
    if (unlockedUpgrades.length >= JOURNEY_LENGTH) return;
    if (rawPosition !== undefined && index < rawPosition) keptBeforePosition += 1;
    unlockedUpgrades.push(id);
  });
  const completedUpgrades = [...new Set(stored.completedUpgrades.filter(isKnownId))];

  // Without a stored position, resume at the first unlocked upgrade not yet completed.
  const currentPosition =
    rawPosition === undefined
      ? firstUncompletedIndex(unlockedUpgrades, completedUpgrades)
      : Math.min(keptBeforePosition, unlockedUpgrades.length);

  const startedAt = stored.startedAt ?? stored.lastActivity ?? options.now ?? Date.now();
  const state: JourneyState = {
    mode: stored.mode,
    unlockedUpgrades,
    currentPosition,
    completedUpgrades,
    startedAt,
    lastActivity: stored.lastActivity ?? startedAt,
  };
  if (isKnownId(stored.startingUpgradeId)) state.startingUpgradeId = stored.startingUpgradeId;
  return state;
}

function firstUncompletedIndex(unlocked: readonly string[], completed: readonly string[]): number {
  const index = unlocked.findIndex((id) => !completed.includes(id));
  return index < 0 ? unlocked.length : index;
}
