import { describe, expect, it } from "vitest";
import { barPercent, dashboardStepTitle, shareProgressText } from "./dashboard-view";

describe("dashboard view helpers", () => {
  it("writes step 1 with a capital T and the other steps from the catalogue", () => {
    expect(dashboardStepTitle(1)).toBe("Transforming This Medium");
    expect(dashboardStepTitle(2)).toBe("Second Step");
    expect(dashboardStepTitle(10)).toBe("Tenth Step");
  });

  it("keeps bars between 0 and 100", () => {
    expect(barPercent(3, 10)).toBe(30);
    expect(barPercent(20, 10)).toBe(100);
    expect(barPercent(1, 0)).toBe(0);
    expect(barPercent(-1, 10)).toBe(0);
  });

  it("counts the completed steps in the share text", () => {
    expect(shareProgressText(2, 10)).toContain("2 of 10");
  });
});
