import { describe, expect, it } from "vitest";
import { UPGRADE_CATALOGUE } from "./catalogue";
import {
  beginJourney,
  chooseNextUpgrade,
  completeUpgrade,
  createJourney,
  currentUpgradeId,
  isReachable,
  type JourneyState,
  journeyStage,
  menuItems,
  normalizeJourneyState,
  parseJourneyState,
  responsiveCategory,
  setMode,
  upgradeAfter,
  upgradePosition,
} from "./journey";
import {
  isResetKey,
  JOURNEY_KEY,
  keysToClearOnReset,
  RESPONSIVE_STATE_KEY,
  stepDataKey,
  stepDraftKey,
  stepSavedKey,
  stepSubmittedKey,
  upgradeIdFromResultKey,
  upgradeResultKey,
} from "./storage-keys";

const NOW = 1_700_000_000_000;
const ids = UPGRADE_CATALOGUE.map((u) => u.id);
// A random source that always lands on the first candidate, or on the last one.
const first = () => 0;
const last = () => 0.999_999;

function journey(overrides: Partial<JourneyState> = {}): JourneyState {
  return { ...createJourney(NOW), ...overrides };
}

describe("createJourney", () => {
  it("starts in random mode with nothing unlocked at position 0", () => {
    expect(createJourney(NOW)).toEqual({
      mode: "random",
      unlockedUpgrades: [],
      currentPosition: 0,
      completedUpgrades: [],
      startedAt: NOW,
      lastActivity: NOW,
    });
    expect(createJourney(NOW, "responsive").mode).toBe("responsive");
  });
});

describe("beginJourney", () => {
  it("unlocks the starting upgrade when one is set", () => {
    const state = beginJourney(journey({ startingUpgradeId: "meta-cognition" }), { random: last });
    expect(state.unlockedUpgrades).toEqual(["meta-cognition"]);
    expect(state.currentPosition).toBe(0);
  });

  it("ignores a starting upgrade that is not in the catalogue", () => {
    const state = beginJourney(journey({ mode: "responsive", startingUpgradeId: "gone" }));
    expect(state.unlockedUpgrades).toEqual(["reflexive-reading"]);
  });

  it("unlocks a random upgrade in random mode", () => {
    expect(beginJourney(journey(), { random: first }).unlockedUpgrades).toEqual([ids[0]]);
    expect(beginJourney(journey(), { random: last }).unlockedUpgrades).toEqual([ids[9]]);
    expect(beginJourney(journey(), { random: () => 0.45 }).unlockedUpgrades).toEqual([ids[4]]);
  });

  it("unlocks the first catalogue upgrade in responsive mode, whatever the random source", () => {
    const state = beginJourney(journey({ mode: "responsive" }), { random: last });
    expect(state.unlockedUpgrades).toEqual(["reflexive-reading"]);
  });

  it("leaves a begun journey unchanged", () => {
    const begun = journey({ unlockedUpgrades: ["meta-cognition"] });
    expect(beginJourney(begun, { random: first })).toBe(begun);
  });

  it("survives a random source returning exactly 1 or NaN", () => {
    expect(beginJourney(journey(), { random: () => 1 }).unlockedUpgrades).toEqual([ids[9]]);
    expect(beginJourney(journey(), { random: () => Number.NaN }).unlockedUpgrades).toEqual([
      ids[0],
    ]);
  });
});

describe("responsiveCategory", () => {
  it("stays in the category for 8 and above, or no rating", () => {
    expect(responsiveCategory("relational", 8)).toBe("relational");
    expect(responsiveCategory("relational", 10)).toBe("relational");
    expect(responsiveCategory("social", null)).toBe("social");
    expect(responsiveCategory("social", undefined)).toBe("social");
  });

  it("moves to the next category for 5 to 7", () => {
    expect(responsiveCategory("individual", 5)).toBe("relational");
    expect(responsiveCategory("relational", 7)).toBe("social");
    expect(responsiveCategory("social", 6)).toBe("individual");
  });

  it("moves to the opposite category below 5", () => {
    expect(responsiveCategory("individual", 4)).toBe("social");
    expect(responsiveCategory("relational", 1)).toBe("individual");
    expect(responsiveCategory("social", 0)).toBe("relational");
  });
});

describe("chooseNextUpgrade", () => {
  it("picks randomly among the upgrades not yet unlocked in random mode", () => {
    const state = journey({ unlockedUpgrades: [ids[0] as string, ids[1] as string] });
    expect(chooseNextUpgrade(state, { random: first })).toBe(ids[2]);
    expect(chooseNextUpgrade(state, { random: last })).toBe(ids[9]);
  });

  it("returns null when everything is unlocked", () => {
    expect(chooseNextUpgrade(journey({ unlockedUpgrades: [...ids] }))).toBeNull();
    expect(chooseNextUpgrade(journey({ mode: "responsive", unlockedUpgrades: [...ids] }))).toBe(
      null,
    );
  });

  describe("responsive mode", () => {
    const nextAfter = (previous: string, rating: number | null, random = first) =>
      chooseNextUpgrade(
        { mode: "responsive", unlockedUpgrades: [previous] },
        { previousRating: rating, random },
      );

    it("follows the rating of the previous upgrade", () => {
      expect(nextAfter("reflexive-reading", 9)).toBe("temporal-awareness");
      expect(nextAfter("reflexive-reading", null, last)).toBe("meta-cognition");
      expect(nextAfter("reflexive-reading", 6)).toBe("emotional-archaeology");
      expect(nextAfter("reflexive-reading", 6, last)).toBe("presence-cultivation");
      expect(nextAfter("reflexive-reading", 2)).toBe("systemic-thinking");
      expect(nextAfter("systemic-thinking", 4)).toBe("emotional-archaeology");
      expect(nextAfter("emotional-archaeology", 3)).toBe("reflexive-reading");
    });

    it("falls back to any remaining upgrade when the category is used up", () => {
      const state: Pick<JourneyState, "mode" | "unlockedUpgrades"> = {
        mode: "responsive",
        unlockedUpgrades: ["reflexive-reading", "systemic-thinking", "consciousness-expansion"],
      };
      // Rated low after a social upgrade would mean relational; rated high means social (none left).
      expect(chooseNextUpgrade(state, { previousRating: 9, random: first })).toBe(
        "temporal-awareness",
      );
      expect(chooseNextUpgrade(state, { previousRating: 9, random: last })).toBe(
        "presence-cultivation",
      );
    });

    it("chooses a random individual upgrade when there is no previous upgrade", () => {
      const state = { mode: "responsive" as const, unlockedUpgrades: [] };
      expect(chooseNextUpgrade(state, { previousRating: 1, random: first })).toBe(
        "reflexive-reading",
      );
      expect(chooseNextUpgrade(state, { previousRating: 1, random: last })).toBe("meta-cognition");
    });

    it("uses an explicitly named previous upgrade over the last unlocked one", () => {
      const state = { mode: "responsive" as const, unlockedUpgrades: ["reflexive-reading"] };
      expect(
        chooseNextUpgrade(state, {
          previousUpgradeId: "systemic-thinking",
          previousRating: 9,
          random: first,
        }),
      ).toBe("systemic-thinking");
    });

    it("honours an injected catalogue", () => {
      const catalogue = [
        { id: "a", category: "individual" as const },
        { id: "b", category: "social" as const },
      ];
      expect(
        chooseNextUpgrade(
          { mode: "responsive", unlockedUpgrades: ["a"] },
          { previousRating: 1, catalogue },
        ),
      ).toBe("b");
    });
  });
});

describe("completeUpgrade", () => {
  const begun = journey({ mode: "responsive", unlockedUpgrades: ["reflexive-reading"] });

  it("marks the current upgrade complete, advances, and unlocks the next one", () => {
    const next = completeUpgrade(begun, "reflexive-reading", {
      rating: 9,
      now: NOW + 5,
      random: first,
    });
    expect(next).toEqual({
      ...begun,
      unlockedUpgrades: ["reflexive-reading", "temporal-awareness"],
      completedUpgrades: ["reflexive-reading"],
      currentPosition: 1,
      lastActivity: NOW + 5,
    });
    expect(currentUpgradeId(next)).toBe("temporal-awareness");
  });

  it("does not change the state it was given", () => {
    const frozen = Object.freeze({
      ...begun,
      unlockedUpgrades: Object.freeze([...begun.unlockedUpgrades]) as string[],
      completedUpgrades: Object.freeze([]) as unknown as string[],
    });
    expect(() =>
      completeUpgrade(frozen, "reflexive-reading", { rating: 1, now: NOW, random: first }),
    ).not.toThrow();
    expect(frozen.unlockedUpgrades).toEqual(["reflexive-reading"]);
  });

  it("only records (once) an upgrade that is not the current one", () => {
    const state = journey({
      unlockedUpgrades: ["reflexive-reading", "meta-cognition"],
      completedUpgrades: ["reflexive-reading"],
      currentPosition: 1,
    });
    const resaved = completeUpgrade(state, "reflexive-reading", {
      rating: 3,
      now: NOW + 1,
      random: first,
    });
    expect(resaved.completedUpgrades).toEqual(["reflexive-reading"]);
    expect(resaved.unlockedUpgrades).toEqual(state.unlockedUpgrades);
    expect(resaved.currentPosition).toBe(1);
    expect(resaved.lastActivity).toBe(NOW + 1);

    const outOfOrder = completeUpgrade(state, "systemic-thinking", { rating: 3, now: NOW + 2 });
    expect(outOfOrder.completedUpgrades).toEqual(["reflexive-reading", "systemic-thinking"]);
    expect(outOfOrder.unlockedUpgrades).toEqual(state.unlockedUpgrades);
  });

  it("ignores ids that are not in the catalogue", () => {
    expect(completeUpgrade(begun, "nope", { rating: 5, now: NOW + 9 })).toBe(begun);
  });

  it("stops unlocking at ten and leaves the position just past the last", () => {
    let state = beginJourney(journey(), { random: first });
    for (let i = 0; i < 10; i++) {
      const current = currentUpgradeId(state);
      expect(current).not.toBeNull();
      state = completeUpgrade(state, current as string, { rating: 7, now: NOW + i, random: last });
    }
    expect(state.unlockedUpgrades).toHaveLength(10);
    expect(new Set(state.unlockedUpgrades).size).toBe(10);
    expect(state.completedUpgrades).toHaveLength(10);
    expect(state.currentPosition).toBe(10);
    expect(currentUpgradeId(state)).toBeNull();
    expect(journeyStage(state)).toBe("review");
  });

  it("does not advance when nothing has been unlocked yet", () => {
    const state = completeUpgrade(journey(), "reflexive-reading", { rating: 9, now: NOW });
    expect(state.unlockedUpgrades).toEqual([]);
    expect(state.currentPosition).toBe(0);
    expect(state.completedUpgrades).toEqual(["reflexive-reading"]);
  });

  it("walks a responsive journey through categories by rating", () => {
    let state = beginJourney(journey({ mode: "responsive" }));
    const rate = (rating: number | null) => {
      state = completeUpgrade(state, currentUpgradeId(state) as string, {
        rating,
        now: NOW,
        random: first,
      });
      return currentUpgradeId(state);
    };
    expect(rate(6)).toBe("emotional-archaeology"); // individual, 5-7 -> relational
    expect(rate(2)).toBe("temporal-awareness"); // relational, <5 -> individual
    expect(rate(9)).toBe("pattern-recognition"); // stays individual
    expect(rate(4)).toBe("systemic-thinking"); // individual, <5 -> social
    expect(rate(7)).toBe("narrative-flexibility"); // social, 5-7 -> individual
  });
});

describe("positions and reachability", () => {
  const state = journey({
    unlockedUpgrades: [
      "meta-cognition",
      "reflexive-reading",
      "systemic-thinking",
      "paradox-integration",
    ],
    completedUpgrades: ["meta-cognition", "reflexive-reading"],
    currentPosition: 2,
  });

  it("reports the current upgrade, 1-based positions and the following upgrade", () => {
    expect(currentUpgradeId(state)).toBe("systemic-thinking");
    expect(upgradePosition(state, "reflexive-reading")).toBe(2);
    expect(upgradePosition(state, "pattern-recognition")).toBeNull();
    expect(upgradeAfter(state, "reflexive-reading")).toBe("systemic-thinking");
    expect(upgradeAfter(state, "paradox-integration")).toBeNull();
    expect(upgradeAfter(state, "pattern-recognition")).toBeNull();
  });

  it("reaches upgrades up to one past the furthest completed position", () => {
    expect(isReachable(state, "meta-cognition")).toBe(true);
    expect(isReachable(state, "systemic-thinking")).toBe(true);
    expect(isReachable(state, "paradox-integration")).toBe(false);
    expect(isReachable(state, "pattern-recognition")).toBe(false);
  });

  it("measures from the furthest completed position, not the count of completions", () => {
    const skipped = { ...state, completedUpgrades: ["systemic-thinking"] };
    expect(isReachable(skipped, "paradox-integration")).toBe(true);
  });

  it("only the first upgrade is reachable before any completion", () => {
    const fresh = { ...state, completedUpgrades: [] };
    expect(menuItems(fresh).map((item) => item.reachable)).toEqual([true, false, false, false]);
  });

  it("lists menu items in journey order", () => {
    expect(menuItems(state)).toEqual([
      { upgradeId: "meta-cognition", position: 1, completed: true, reachable: true },
      { upgradeId: "reflexive-reading", position: 2, completed: true, reachable: true },
      { upgradeId: "systemic-thinking", position: 3, completed: false, reachable: true },
      { upgradeId: "paradox-integration", position: 4, completed: false, reachable: false },
    ]);
  });
});

describe("setMode and journeyStage", () => {
  it("changes only the mode", () => {
    const state = journey({ unlockedUpgrades: ["meta-cognition"] });
    expect(setMode(state, "responsive")).toEqual({ ...state, mode: "responsive" });
    expect(setMode(state, "random")).toBe(state);
  });

  it("says begin, continue or review", () => {
    expect(journeyStage(null)).toBe("begin");
    expect(journeyStage(journey())).toBe("begin");
    expect(journeyStage(journey({ unlockedUpgrades: ["meta-cognition"] }))).toBe("continue");
    expect(journeyStage(journey({ unlockedUpgrades: [...ids], completedUpgrades: [...ids] }))).toBe(
      "review",
    );
  });
});

describe("storage keys", () => {
  it("names the keys exactly as the spec does", () => {
    expect(JOURNEY_KEY).toBe("user_journey");
    expect(RESPONSIVE_STATE_KEY).toBe("responsive_journey_state");
    expect(upgradeResultKey("meta-cognition")).toBe("upgrade_data_meta-cognition");
    expect([stepDataKey(3), stepDraftKey(3), stepSubmittedKey(3), stepSavedKey(3)]).toEqual([
      "step_3_data",
      "step_3_draft",
      "step_3_submitted",
      "step_3_saved",
    ]);
  });

  it("reads the upgrade id back from a result key", () => {
    expect(upgradeIdFromResultKey("upgrade_data_meta-cognition")).toBe("meta-cognition");
    expect(upgradeIdFromResultKey("upgrade_data_")).toBeNull();
    expect(upgradeIdFromResultKey("user_journey")).toBeNull();
  });

  it("clears the journey, responsive state and upgrade_/step_ keys on reset, nothing else", () => {
    const keys = [
      "user_journey",
      "responsive_journey_state",
      "upgrade_data_meta-cognition",
      "upgrade_progress",
      "step_1_draft",
      "step_10_saved",
      "theme",
      "my_upgrade_data",
      "user_journey_backup",
    ];
    expect(keysToClearOnReset(keys)).toEqual(keys.slice(0, 6));
    expect(isResetKey("theme")).toBe(false);
  });
});

describe("parseJourneyState", () => {
  const stored: JourneyState = {
    mode: "responsive",
    unlockedUpgrades: ["reflexive-reading", "emotional-archaeology"],
    currentPosition: 1,
    completedUpgrades: ["reflexive-reading"],
    startedAt: NOW,
    lastActivity: NOW + 100,
    startingUpgradeId: "reflexive-reading",
  };

  it("round-trips a valid state", () => {
    expect(parseJourneyState(JSON.stringify(stored))).toEqual(stored);
  });

  it("returns null for absent, unparseable or non-object values", () => {
    expect(parseJourneyState(null)).toBeNull();
    expect(parseJourneyState(undefined)).toBeNull();
    expect(parseJourneyState("{oops")).toBeNull();
    expect(parseJourneyState("[]")).toBeNull();
    expect(parseJourneyState("42")).toBeNull();
    expect(parseJourneyState("null")).toBeNull();
  });

  it("drops unknown, non-string and repeated ids, keeping the position on the same upgrade", () => {
    const state = parseJourneyState(
      JSON.stringify({
        ...stored,
        unlockedUpgrades: ["ghost", "reflexive-reading", 7, "reflexive-reading", "meta-cognition"],
        currentPosition: 4,
        completedUpgrades: ["reflexive-reading", "ghost", "reflexive-reading"],
      }),
    );
    expect(state?.unlockedUpgrades).toEqual(["reflexive-reading", "meta-cognition"]);
    expect(state?.completedUpgrades).toEqual(["reflexive-reading"]);
    expect(state && currentUpgradeId(state)).toBe("meta-cognition");
  });

  it("clamps the position into 0..unlocked count and keeps at most ten unlocked", () => {
    const tooFar = parseJourneyState(JSON.stringify({ ...stored, currentPosition: 99 }));
    expect(tooFar?.currentPosition).toBe(2);
    const negative = parseJourneyState(JSON.stringify({ ...stored, currentPosition: -3 }));
    expect(negative?.currentPosition).toBe(0);
    const fractional = parseJourneyState(JSON.stringify({ ...stored, currentPosition: 1.7 }));
    expect(fractional?.currentPosition).toBe(1);
  });

  it("fills missing or invalid fields with safe defaults", () => {
    const state = parseJourneyState(
      JSON.stringify({
        mode: "chaotic",
        unlockedUpgrades: ["reflexive-reading", "meta-cognition"],
        completedUpgrades: "reflexive-reading",
        startingUpgradeId: "ghost",
      }),
      { now: NOW },
    );
    expect(state).toEqual({
      mode: "random",
      unlockedUpgrades: ["reflexive-reading", "meta-cognition"],
      currentPosition: 0,
      completedUpgrades: [],
      startedAt: NOW,
      lastActivity: NOW,
    });
  });

  it("resumes at the first unfinished upgrade when the position is missing", () => {
    const { currentPosition: _omit, ...withoutPosition } = stored;
    const state = normalizeJourneyState(withoutPosition);
    expect(state?.currentPosition).toBe(1);
    const done = normalizeJourneyState({ ...withoutPosition, completedUpgrades: [...ids] });
    expect(done?.currentPosition).toBe(2);
  });

  it("rejects non-finite numbers handed in already decoded", () => {
    const state = normalizeJourneyState(
      { ...stored, currentPosition: Number.NaN, startedAt: Infinity },
      { now: 5 },
    );
    expect(state?.currentPosition).toBe(1);
    expect(state?.startedAt).toBe(stored.lastActivity);
  });
});
