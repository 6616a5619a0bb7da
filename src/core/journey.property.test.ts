import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UPGRADE_CATALOGUE, type UpgradeCategory } from "./catalogue";
import {
  beginJourney,
  chooseNextUpgrade,
  completeUpgrade,
  createJourney,
  currentUpgradeId,
  JOURNEY_LENGTH,
  type JourneyMode,
  type JourneyState,
  menuItems,
  normalizeJourneyState,
  parseJourneyState,
  responsiveCategory,
  setMode,
} from "./journey";

const ids = UPGRADE_CATALOGUE.map((u) => u.id);
const categoryOf = new Map(UPGRADE_CATALOGUE.map((u) => [u.id, u.category]));

const modeArb = fc.constantFrom<JourneyMode>("random", "responsive");
const ratingArb = fc.option(fc.integer({ min: 0, max: 10 }), { nil: null });
// Includes exactly 0 and 1: the engine must cope with a generator's edge values.
const randomValueArb = fc.double({ min: 0, max: 1, noNaN: true });

type Command =
  | { kind: "begin"; r: number }
  | { kind: "complete"; target: string | "current"; rating: number | null; r: number }
  | { kind: "mode"; mode: JourneyMode };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("begin" as const), r: randomValueArb }),
  fc.record({
    kind: fc.constant("complete" as const),
    target: fc.constantFrom("current", "not-an-upgrade", ...ids),
    rating: ratingArb,
    r: randomValueArb,
  }),
  // Weighted towards the current upgrade so long journeys actually happen.
  fc.record({
    kind: fc.constant("complete" as const),
    target: fc.constant("current"),
    rating: ratingArb,
    r: randomValueArb,
  }),
  fc.record({ kind: fc.constant("mode" as const), mode: modeArb }),
);

function deepFreeze(state: JourneyState): JourneyState {
  Object.freeze(state.unlockedUpgrades);
  Object.freeze(state.completedUpgrades);
  return Object.freeze(state);
}

function apply(state: JourneyState, command: Command, now: number): JourneyState {
  switch (command.kind) {
    case "begin":
      return beginJourney(state, { random: () => command.r });
    case "mode":
      return setMode(state, command.mode);
    case "complete": {
      const target = command.target === "current" ? currentUpgradeId(state) : command.target;
      if (target === null) return state;
      return completeUpgrade(state, target, {
        rating: command.rating,
        now,
        random: () => command.r,
      });
    }
  }
}

function expectInvariants(state: JourneyState): void {
  const { unlockedUpgrades, completedUpgrades, currentPosition } = state;
  expect(new Set(unlockedUpgrades).size).toBe(unlockedUpgrades.length);
  expect(new Set(completedUpgrades).size).toBe(completedUpgrades.length);
  expect(unlockedUpgrades.length).toBeLessThanOrEqual(JOURNEY_LENGTH);
  expect(Number.isInteger(currentPosition)).toBe(true);
  expect(currentPosition).toBeGreaterThanOrEqual(0);
  expect(currentPosition).toBeLessThanOrEqual(unlockedUpgrades.length);
  for (const id of [...unlockedUpgrades, ...completedUpgrades]) expect(ids).toContain(id);
}

describe("journey invariants (property)", () => {
  it("hold after any sequence of begins, completions and mode changes", () => {
    fc.assert(
      fc.property(
        modeArb,
        fc.option(fc.constantFrom(...ids), { nil: undefined }),
        fc.array(commandArb, { maxLength: 40 }),
        (mode, startingUpgradeId, commands) => {
          let state: JourneyState = { ...createJourney(0, mode), startingUpgradeId };
          commands.forEach((command, step) => {
            const before = deepFreeze(state);
            const snapshot = structuredClone(before);
            state = apply(before, command, step + 1);
            expect(before).toEqual(snapshot); // inputs are never mutated
            expectInvariants(state);
            // The journey only grows: unlocked keeps its order, completions are never lost.
            expect(state.unlockedUpgrades.slice(0, before.unlockedUpgrades.length)).toEqual(
              before.unlockedUpgrades,
            );
            for (const id of before.completedUpgrades)
              expect(state.completedUpgrades).toContain(id);
            expect(state.currentPosition).toBeGreaterThanOrEqual(before.currentPosition);
            // Menu reachability is always a prefix of the journey.
            const reachable = menuItems(state).map((item) => item.reachable);
            expect(reachable).toEqual([...reachable].sort((a, b) => Number(b) - Number(a)));
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("completing the current upgrade ten times unlocks and completes all ten", () => {
    fc.assert(
      fc.property(
        modeArb,
        fc.array(fc.tuple(ratingArb, randomValueArb), { minLength: 10, maxLength: 10 }),
        randomValueArb,
        (mode, completions, beginR) => {
          let state = beginJourney(createJourney(0, mode), { random: () => beginR });
          for (const [rating, r] of completions) {
            const current = currentUpgradeId(state);
            expect(current).not.toBeNull();
            state = completeUpgrade(state, current as string, { rating, now: 1, random: () => r });
          }
          expect([...state.unlockedUpgrades].sort()).toEqual([...ids].sort());
          expect(state.completedUpgrades).toHaveLength(JOURNEY_LENGTH);
          expect(state.currentPosition).toBe(JOURNEY_LENGTH);
          expect(currentUpgradeId(state)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("responsive choice follows the category rule whenever that category has candidates", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(ids, { minLength: 1 }),
        ratingArb,
        randomValueArb,
        (unlocked, rating, r) => {
          const next = chooseNextUpgrade(
            { mode: "responsive", unlockedUpgrades: unlocked },
            { previousRating: rating, random: () => r },
          );
          const remaining = ids.filter((id) => !unlocked.includes(id));
          if (remaining.length === 0) {
            expect(next).toBeNull();
            return;
          }
          expect(remaining).toContain(next);
          const previous = categoryOf.get(unlocked.at(-1) as string) as UpgradeCategory;
          const wanted = responsiveCategory(previous, rating);
          if (remaining.some((id) => categoryOf.get(id) === wanted)) {
            expect(categoryOf.get(next as string)).toBe(wanted);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("random choice picks only upgrades not yet unlocked, and every one of them can be picked", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ids), (unlocked) => {
        const remaining = ids.filter((id) => !unlocked.includes(id));
        const picks = new Set(
          remaining.map((_, i) =>
            chooseNextUpgrade(
              { mode: "random", unlockedUpgrades: unlocked },
              { random: () => (i + 0.5) / remaining.length },
            ),
          ),
        );
        expect([...picks].sort()).toEqual([...remaining].sort());
        if (remaining.length === 0) {
          expect(chooseNextUpgrade({ mode: "random", unlockedUpgrades: unlocked })).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a stored journey of any shape parses to null or to a state that keeps the invariants", () => {
    const looseJourney = fc.record(
      {
        mode: fc.oneof(modeArb, fc.jsonValue()),
        unlockedUpgrades: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom(...ids), fc.jsonValue()), { maxLength: 25 }),
          fc.jsonValue(),
        ),
        currentPosition: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), fc.jsonValue()),
        completedUpgrades: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom(...ids), fc.string())),
          fc.jsonValue(),
        ),
        startedAt: fc.oneof(fc.integer(), fc.jsonValue()),
        lastActivity: fc.oneof(fc.integer(), fc.jsonValue()),
        startingUpgradeId: fc.oneof(fc.constantFrom(...ids), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(looseJourney, fc.jsonValue()), (value) => {
        const state = parseJourneyState(JSON.stringify(value) ?? "null", { now: 1 });
        if (state === null) return;
        expectInvariants(state);
        expect(Number.isFinite(state.startedAt)).toBe(true);
        expect(Number.isFinite(state.lastActivity)).toBe(true);
        if (state.startingUpgradeId !== undefined) expect(ids).toContain(state.startingUpgradeId);
      }),
      { numRuns: 1000 },
    );
    // Values that never went through JSON (NaN, Infinity, undefined) are handled too.
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const state = normalizeJourneyState(value, { now: 1 });
        if (state !== null) expectInvariants(state);
      }),
      { numRuns: 300 },
    );
  });
});
