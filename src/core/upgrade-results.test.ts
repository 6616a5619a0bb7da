import { describe, expect, it } from "vitest";
import {
  countRated,
  createUpgradeResult,
  parseStoredResult,
  progressSummary,
  responseEntries,
  sortResults,
  type UpgradeResult,
} from "./upgrade-results";

const NOW = Date.UTC(2024, 4, 17, 12, 0, 0);

function result(overrides: Partial<UpgradeResult> = {}): UpgradeResult {
  return {
    upgradeId: "meta-cognition",
    category: "individual",
    responses: { insight: "I watched myself think", submittedAt: "2024-05-17T12:00:00.000Z" },
    rating: 8,
    completedAt: NOW,
    timeSpent: 120,
    relativePosition: 3,
    ...overrides,
  };
}

describe("createUpgradeResult", () => {
  it("fills the category from the catalogue and stamps submittedAt", () => {
    expect(
      createUpgradeResult({
        upgradeId: "systemic-thinking",
        answers: { ripple: "It came back as kindness" },
        rating: 9,
        timeSpent: 300,
        relativePosition: 4,
        now: NOW,
      }),
    ).toEqual({
      upgradeId: "systemic-thinking",
      category: "social",
      responses: { ripple: "It came back as kindness", submittedAt: "2024-05-17T12:00:00.000Z" },
      rating: 9,
      completedAt: NOW,
      timeSpent: 300,
      relativePosition: 4,
    });
  });

  it("refuses an unknown upgrade", () => {
    const input = { answers: {}, rating: 1, timeSpent: null, relativePosition: 1, now: NOW };
    expect(createUpgradeResult({ ...input, upgradeId: "ghost" })).toBeNull();
  });
});

describe("parseStoredResult", () => {
  it("round-trips a stored record", () => {
    const stored = result();
    expect(parseStoredResult(JSON.stringify(stored), "meta-cognition")).toEqual(stored);
  });

  it("returns null for unparseable or wrong-shaped values", () => {
    expect(parseStoredResult(null, "meta-cognition")).toBeNull();
    expect(parseStoredResult("not json", "meta-cognition")).toBeNull();
    expect(parseStoredResult("[1,2]", "meta-cognition")).toBeNull();
    expect(parseStoredResult('"text"', "meta-cognition")).toBeNull();
    const { completedAt: _omit, ...noDate } = result();
    expect(parseStoredResult(JSON.stringify(noDate), "meta-cognition")).toBeNull();
    const badDate = { ...result(), completedAt: "yesterday-ish" };
    expect(parseStoredResult(JSON.stringify(badDate), "meta-cognition")).toBeNull();
    const outOfRange = { ...result(), completedAt: 9e15 };
    expect(parseStoredResult(JSON.stringify(outOfRange), "meta-cognition")).toBeNull();
  });

  it("fills a missing category from the catalogue, and needs one for unknown upgrades", () => {
    const { category: _omit, ...noCategory } = result({ upgradeId: "systemic-thinking" });
    expect(parseStoredResult(JSON.stringify(noCategory), "systemic-thinking")?.category).toBe(
      "social",
    );
    expect(parseStoredResult(JSON.stringify(noCategory), "ghost")).toBeNull();
    expect(parseStoredResult(JSON.stringify(result()), "ghost")?.category).toBe("individual");
  });

  it("falls back to position 1, no rating and no time when those are missing or invalid", () => {
    const parsed = parseStoredResult(
      JSON.stringify({ completedAt: NOW, rating: "great", timeSpent: -4, relativePosition: 0 }),
      "meta-cognition",
    );
    expect(parsed).toEqual({
      upgradeId: "meta-cognition",
      category: "individual",
      responses: {},
      rating: null,
      completedAt: NOW,
      timeSpent: null,
      relativePosition: 1,
    });
  });

  it("takes the id from the storage key and keeps only printable response values", () => {
    const parsed = parseStoredResult(
      JSON.stringify({
        ...result(),
        upgradeId: "other",
        completedAt: "2024-05-17T12:00:00.000Z",
        responses: { a: "text", b: 3, c: true, d: { nested: 1 }, e: null },
      }),
      "meta-cognition",
    );
    expect(parsed?.upgradeId).toBe("meta-cognition");
    expect(parsed?.completedAt).toBe(NOW);
    expect(parsed?.responses).toEqual({ a: "text", b: "3", c: "true" });
  });
});

describe("sortResults, responseEntries and countRated", () => {
  it("sorts by completion time, oldest first, without touching the input", () => {
    const input = [
      result({ completedAt: 3 }),
      result({ completedAt: 1 }),
      result({ completedAt: 2 }),
    ];
    expect(sortResults(input).map((r) => r.completedAt)).toEqual([1, 2, 3]);
    expect(input.map((r) => r.completedAt)).toEqual([3, 1, 2]);
  });

  it("lists responses without submittedAt", () => {
    expect(responseEntries(result().responses)).toEqual([["insight", "I watched myself think"]]);
  });

  it("counts rated results", () => {
    expect(countRated([result(), result({ rating: null }), result({ rating: 0 })])).toBe(2);
  });
});

describe("progressSummary", () => {
  it("is empty-safe", () => {
    expect(progressSummary([])).toEqual({
      totalCompleted: 0,
      totalUpgrades: 10,
      completionRate: 0,
      lastActivity: 0,
    });
    expect("averageTimeSpent" in progressSummary([])).toBe(false);
  });

  it("summarises completions, average time of timed results, and the latest completion", () => {
    const summary = progressSummary([
      result({ completedAt: 10, timeSpent: 60 }),
      result({ completedAt: 30, timeSpent: null }),
      result({ completedAt: 20, timeSpent: 180 }),
    ]);
    expect(summary).toEqual({
      totalCompleted: 3,
      totalUpgrades: 10,
      completionRate: 0.3,
      averageTimeSpent: 120,
      lastActivity: 30,
    });
  });

  it("leaves the average out when nothing was timed", () => {
    expect(progressSummary([result({ timeSpent: null })]).averageTimeSpent).toBeUndefined();
  });
});
