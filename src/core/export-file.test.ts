import { describe, expect, it } from "vitest";
import { buildExportFile, exportFileName, serializeExportFile } from "./export-file";
import type { UpgradeResult } from "./upgrade-results";

const later: UpgradeResult = {
  upgradeId: "systemic-thinking",
  category: "social",
  responses: { ripple: "Kindness came back", submittedAt: "2024-05-17T12:00:00.000Z" },
  rating: null,
  completedAt: Date.UTC(2024, 4, 17, 12),
  timeSpent: null,
  relativePosition: 2,
};
const earlier: UpgradeResult = {
  upgradeId: "reflexive-reading",
  category: "individual",
  responses: { reading: "Company" },
  rating: 9,
  completedAt: Date.UTC(2024, 4, 16, 9, 30),
  timeSpent: 240,
  relativePosition: 1,
};

describe("buildExportFile", () => {
  it("holds the export time, the summary and the upgrades in completion order", () => {
    const now = Date.UTC(2024, 4, 18, 8);
    expect(buildExportFile([later, earlier], now)).toEqual({
      exportedAt: "2024-05-18T08:00:00.000Z",
      summary: {
        totalCompleted: 2,
        totalUpgrades: 10,
        completionRate: 0.2,
        averageTimeSpent: 240,
        lastActivity: later.completedAt,
      },
      upgrades: [
        {
          upgradeId: "reflexive-reading",
          position: 1,
          category: "individual",
          responses: { reading: "Company" },
          rating: 9,
          completedAt: "2024-05-16T09:30:00.000Z",
          timeSpent: 240,
        },
        {
          upgradeId: "systemic-thinking",
          position: 2,
          category: "social",
          responses: later.responses,
          rating: null,
          completedAt: "2024-05-17T12:00:00.000Z",
          timeSpent: null,
        },
      ],
    });
  });

  it("serialises to readable JSON that parses back to the same file", () => {
    const file = buildExportFile([earlier], Date.UTC(2024, 0, 1));
    const text = serializeExportFile(file);
    expect(text).toContain('\n  "exportedAt"');
    expect(JSON.parse(text)).toEqual(file);
  });
});

describe("exportFileName", () => {
  it("uses the local calendar date", () => {
    expect(exportFileName(new Date(2024, 0, 5, 23, 59).getTime())).toBe(
      "awareness-journey-2024-01-05.json",
    );
    expect(exportFileName(new Date(2025, 11, 31, 0, 1).getTime())).toBe(
      "awareness-journey-2025-12-31.json",
    );
  });
});
