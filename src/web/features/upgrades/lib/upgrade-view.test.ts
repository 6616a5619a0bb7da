import { describe, expect, it } from "vitest";
import { UPGRADE_CATALOGUE } from "../../../../core/catalogue";
import { createJourney, type JourneyState } from "../../../../core/journey";
import {
  completionPrompts,
  continuePath,
  displayPosition,
  elapsedSeconds,
  FALLBACK_PROMPT,
  FIRST_UPGRADE_ID,
  momentText,
  pathAfterCompletion,
  positionBadge,
  UNKNOWN_UPGRADE_TITLE,
  upgradePageTitle,
} from "./upgrade-view";

const journey = (overrides: Partial<JourneyState>): JourneyState => ({
  ...createJourney(0),
  ...overrides,
});

const upgrade = (overrides: Partial<Parameters<typeof completionPrompts>[0]> = {}) => ({
  id: "temporal-awareness",
  title: "Temporal Awareness",
  displayOrder: 2,
  content: {},
  ...overrides,
});

describe("upgradePageTitle", () => {
  it("reads Upgrade {n}: {title}", () => {
    expect(upgradePageTitle("Transforming This Medium", 1)).toBe(
      "Upgrade 1: Transforming This Medium",
    );
  });

  it("is Unknown Upgrade without a title", () => {
    expect(upgradePageTitle(undefined, 3)).toBe(UNKNOWN_UPGRADE_TITLE);
    expect(upgradePageTitle("  ", 3)).toBe(UNKNOWN_UPGRADE_TITLE);
  });
});

describe("displayPosition and positionBadge", () => {
  it("uses the journey position, else the display order", () => {
    const state = journey({ unlockedUpgrades: ["meta-cognition", "temporal-awareness"] });
    expect(displayPosition(state, upgrade())).toBe(2);
    expect(displayPosition(state, upgrade({ id: "meta-cognition", displayOrder: 6 }))).toBe(1);
    expect(displayPosition(null, upgrade({ displayOrder: 7 }))).toBe(7);
    expect(displayPosition(journey({}), upgrade({ displayOrder: 7 }))).toBe(7);
  });

  it("shows ordinals with digits clamped to 0-10", () => {
    expect([1, 2, 3, 4, 10].map(positionBadge)).toEqual(["1st", "2nd", "3rd", "4th", "10th"]);
    expect(positionBadge(42)).toBe("10th");
    expect(positionBadge(-1)).toBe("0th");
  });
});

describe("completionPrompts", () => {
  it("asks the upgrade's own prompts, trimmed and without repeats", () => {
    expect(
      completionPrompts(upgrade({ content: { prompts: [" One? ", "Two?", "One?", "", 3] } })),
    ).toEqual(["One?", "Two?"]);
  });

  it("falls back to the catalogue's prompts, then to a general question", () => {
    const catalogue = UPGRADE_CATALOGUE.find((u) => u.id === "temporal-awareness");
    expect(completionPrompts(upgrade())).toEqual(catalogue?.content.prompts);
    expect(completionPrompts(upgrade({ id: "admin-made" }))).toEqual([FALLBACK_PROMPT]);
  });
});

describe("momentText", () => {
  it("prefers the upgrade's own exercise, then the catalogue's", () => {
    expect(momentText(upgrade({ content: { moment: "Breathe." } }))).toBe("Breathe.");
    expect(momentText(upgrade())).toBe(
      UPGRADE_CATALOGUE.find((u) => u.id === "temporal-awareness")?.content.moment,
    );
    expect(momentText(upgrade({ id: "admin-made" }))).toBeNull();
  });
});

describe("where the page goes next", () => {
  it("goes to the current upgrade after a completion", () => {
    const state = journey({
      unlockedUpgrades: [FIRST_UPGRADE_ID, "meta-cognition"],
      currentPosition: 1,
      completedUpgrades: [FIRST_UPGRADE_ID],
    });
    expect(pathAfterCompletion(state)).toBe("/upgrades/meta-cognition");
  });

  it("goes to the review once all ten are completed", () => {
    const ids = UPGRADE_CATALOGUE.map((u) => u.id);
    const state = journey({ unlockedUpgrades: ids, currentPosition: 10, completedUpgrades: ids });
    expect(pathAfterCompletion(state)).toBe("/upgrades/review");
  });

  it("goes to the landing when there is no current upgrade", () => {
    expect(pathAfterCompletion(journey({}))).toBe("/upgrades");
  });

  it("continues to the upgrade unlocked after this one, else the landing", () => {
    const state = journey({ unlockedUpgrades: [FIRST_UPGRADE_ID, "meta-cognition"] });
    expect(continuePath(state, FIRST_UPGRADE_ID)).toBe("/upgrades/meta-cognition");
    expect(continuePath(state, "meta-cognition")).toBe("/upgrades");
    expect(continuePath(null, FIRST_UPGRADE_ID)).toBe("/upgrades");
  });
});

describe("elapsedSeconds", () => {
  it("rounds to whole seconds within 0 and one day", () => {
    expect(elapsedSeconds(1_000, 62_400)).toBe(61);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
    expect(elapsedSeconds(0, 10 * 86_400_000)).toBe(86_400);
  });
});
