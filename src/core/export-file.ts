import type { UpgradeCategory } from "./catalogue";
import {
  type ProgressSummary,
  progressSummary,
  sortResults,
  type UpgradeResult,
} from "./upgrade-results";

/** The "Download JSON File" payload (spec section 3, "Export file"). */

export interface ExportedUpgrade {
  upgradeId: string;
  position: number;
  category: UpgradeCategory;
  responses: Record<string, string>;
  rating: number | null;
  /** ISO time */
  completedAt: string;
  timeSpent: number | null;
}

export interface ExportFile {
  /** ISO time */
  exportedAt: string;
  summary: ProgressSummary;
  upgrades: ExportedUpgrade[];
}

export function buildExportFile(results: readonly UpgradeResult[], now: number): ExportFile {
  return {
    exportedAt: new Date(now).toISOString(),
    summary: progressSummary(results),
    upgrades: sortResults(results).map((r) => ({
      upgradeId: r.upgradeId,
      position: r.relativePosition,
      category: r.category,
      responses: r.responses,
      rating: r.rating,
      completedAt: new Date(r.completedAt).toISOString(),
      timeSpent: r.timeSpent,
    })),
  };
}

export function serializeExportFile(file: ExportFile): string {
  return JSON.stringify(file, null, 2);
}

/**
 * `awareness-journey-{YYYY-MM-DD}.json`, dated in the user's own time zone: a file
 * saved late in the evening should carry that evening's date, not tomorrow's UTC one.
 */
export function exportFileName(now: number): string {
  const date = new Date(now);
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `awareness-journey-${day}.json`;
}
