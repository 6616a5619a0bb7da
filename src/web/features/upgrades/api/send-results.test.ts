import { describe, expect, it } from "vitest";
import { resultsEmailRequestSchema } from "../../../../core/schemas";
import type { UpgradeResult } from "../../../../core/upgrade-results";
import { resultsEmailRequest } from "./send-results";

const result = (overrides: Partial<UpgradeResult>): UpgradeResult => ({
  upgradeId: "temporal-awareness",
  category: "individual",
  responses: { "What did you notice?": "A lot", submittedAt: "2030-01-02T03:04:05.000Z" },
  rating: 7,
  completedAt: Date.UTC(2030, 0, 2, 3, 4, 5),
  timeSpent: 90,
  relativePosition: 1,
  ...overrides,
});

describe("resultsEmailRequest", () => {
  it("sends the export file's upgrades, oldest first, in the shape the server accepts", () => {
    const body = resultsEmailRequest("  ada@example.com ", [
      result({
        upgradeId: "meta-cognition",
        relativePosition: 2,
        completedAt: Date.UTC(2030, 0, 3),
      }),
      result({}),
    ]);
    expect(body.results.map((r) => [r.upgradeId, r.position])).toEqual([
      ["temporal-awareness", 1],
      ["meta-cognition", 2],
    ]);
    expect(body.results[0]).toEqual({
      upgradeId: "temporal-awareness",
      position: 1,
      rating: 7,
      responses: result({}).responses,
      completedAt: "2030-01-02T03:04:05.000Z",
      timeSpent: 90,
    });
    expect(resultsEmailRequestSchema.safeParse(body).success).toBe(true);
  });

  it("caps a time spent beyond a day at a day and keeps an unmeasured time empty", () => {
    const body = resultsEmailRequest("ada@example.com", [
      result({ timeSpent: 200_000 }),
      result({ upgradeId: "meta-cognition", timeSpent: null, completedAt: Date.UTC(2031, 0, 1) }),
    ]);
    expect(body.results.map((r) => r.timeSpent)).toEqual([86_400, null]);
    expect(resultsEmailRequestSchema.safeParse(body).success).toBe(true);
  });
});
