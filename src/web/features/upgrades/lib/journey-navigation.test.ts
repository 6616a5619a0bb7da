import { describe, expect, it } from "vitest";
import { createJourney, type JourneyState } from "../../../../core/journey";
import { journeyCallToAction, nextUpgradeId } from "./journey-navigation";

const journey = (overrides: Partial<JourneyState>): JourneyState => ({
  ...createJourney(0),
  ...overrides,
});

const ALL = [
  "reflexive-reading",
  "temporal-awareness",
  "pattern-recognition",
  "emotional-archaeology",
  "narrative-flexibility",
  "meta-cognition",
  "paradox-integration",
  "presence-cultivation",
  "systemic-thinking",
  "consciousness-expansion",
];

describe("journeyCallToAction", () => {
  it("begins when there is no journey or nothing is unlocked yet", () => {
    expect(journeyCallToAction(null)).toEqual({ label: "Begin Your Journey", to: null });
    expect(journeyCallToAction(journey({}))).toEqual({ label: "Begin Your Journey", to: null });
  });

  it("continues at the upgrade of the current position", () => {
    const state = journey({
      unlockedUpgrades: ["meta-cognition", "temporal-awareness"],
      completedUpgrades: ["meta-cognition"],
      currentPosition: 1,
    });
    expect(journeyCallToAction(state)).toEqual({
      label: "Continue Your Journey",
      to: "/upgrades/temporal-awareness",
    });
  });

  it("reviews once all ten are completed", () => {
    const state = journey({ unlockedUpgrades: ALL, completedUpgrades: ALL, currentPosition: 10 });
    expect(journeyCallToAction(state)).toEqual({
      label: "Review Your Journey",
      to: "/upgrades/review",
    });
  });
});

describe("nextUpgradeId", () => {
  it("falls back to the first unlocked upgrade not yet completed", () => {
    const state = journey({
      unlockedUpgrades: ["meta-cognition", "temporal-awareness"],
      completedUpgrades: ["temporal-awareness"],
      currentPosition: 2,
    });
    expect(nextUpgradeId(state)).toBe("meta-cognition");
  });

  it("is null without a journey or when everything unlocked is done", () => {
    expect(nextUpgradeId(null)).toBeNull();
    const done = journey({
      unlockedUpgrades: ["meta-cognition"],
      completedUpgrades: ["meta-cognition"],
      currentPosition: 1,
    });
    expect(nextUpgradeId(done)).toBeNull();
  });
});
