import { describe, expect, it } from "vitest";
import { isStepUnlocked, requiredUsersForStep } from "./unlock";

describe("unlock thresholds", () => {
  it("needs BASE^(N-1) users for step N (1, 10, 100, ... 1,000,000,000)", () => {
    expect([1, 2, 3, 4, 10].map((step) => requiredUsersForStep(step))).toEqual([
      1, 10, 100, 1000, 1_000_000_000,
    ]);
    expect(requiredUsersForStep(3, 2)).toBe(4);
  });

  it("always opens step 1", () => {
    expect(isStepUnlocked(1, 0)).toBe(true);
  });

  it("opens step N exactly at the threshold", () => {
    expect(isStepUnlocked(2, 9)).toBe(false);
    expect(isStepUnlocked(2, 10)).toBe(true);
    expect(isStepUnlocked(3, 99)).toBe(false);
    expect(isStepUnlocked(3, 100)).toBe(true);
    expect(isStepUnlocked(3, 3, 2)).toBe(false);
    expect(isStepUnlocked(3, 4, 2)).toBe(true);
  });
});
