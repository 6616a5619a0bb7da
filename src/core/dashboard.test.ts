import { describe, expect, it } from "vitest";
import {
  collectiveCaption,
  type ExperienceVersion,
  formatAverage,
  highestUnlockedStep,
  latestAverage,
  nextStepToContinue,
  totalAverage,
  versionsByStep,
} from "./dashboard";

const v = (stepNumber: number, rating: number, createdAt: string): ExperienceVersion => ({
  stepNumber,
  rating,
  experienceText: `step ${stepNumber} rated ${rating}`,
  createdAt,
});

describe("versions", () => {
  it("groups by step, oldest first, whatever order they arrive in", () => {
    const byStep = versionsByStep([
      v(2, 5, "2026-11-03T00:00:00Z"),
      v(1, 9, "2026-11-02T00:00:00Z"),
      v(1, 3, "2026-11-01T00:00:00Z"),
    ]);
    expect([...byStep.keys()]).toEqual([1, 2]);
    expect(byStep.get(1)?.map((x) => x.rating)).toEqual([3, 9]);
  });
});

describe("averages", () => {
  const experiences = [
    v(1, 3, "2026-11-01T00:00:00Z"),
    v(1, 9, "2026-11-02T00:00:00Z"),
    v(2, 4, "2026-11-03T00:00:00Z"),
  ];

  it("Latest Avg. uses each step's newest rating", () => {
    expect(latestAverage(experiences)).toBe(6.5);
  });

  it("Total Avg. uses every rating", () => {
    expect(formatAverage(totalAverage(experiences))).toBe("5.33");
  });

  it("shows - when there is nothing", () => {
    expect(formatAverage(latestAverage([]))).toBe("-");
    expect(formatAverage(totalAverage([]))).toBe("-");
    expect(formatAverage(7)).toBe("7.00");
  });
});

describe("collective caption", () => {
  it.each([
    [1, "Aim for today"],
    [2, "this week"],
    [3, "this month"],
    [4, "this season"],
    [5, "this year"],
    [7, "this year"],
    [8, "this decade"],
    [9, "this decade"],
    [10, "this lifetime"],
  ])("step %i → %s", (step, caption) => {
    expect(collectiveCaption(step)).toBe(caption);
  });
});

describe("next step", () => {
  const states = [1, 2, 3].map((stepNumber) => ({ stepNumber, isUnlocked: stepNumber <= 2 }));

  it("is the first unlocked step without an experience", () => {
    expect(nextStepToContinue(states, new Set([1]))).toBe(2);
    expect(nextStepToContinue(states, new Set())).toBe(1);
    expect(nextStepToContinue(states, new Set([1, 2]))).toBeNull();
    expect(highestUnlockedStep(states)).toBe(2);
  });
});
