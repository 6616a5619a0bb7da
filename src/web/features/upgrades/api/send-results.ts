import { useMutation } from "@tanstack/react-query";
import { buildExportFile } from "../../../../core/export-file";
import type { ResultsEmailRequest } from "../../../../core/schemas";
import type { UpgradeResult } from "../../../../core/upgrade-results";
import { api } from "../../../lib/api-client";

/** The server caps a measured time at one day; longer stays (a tab left open) are sent as a day. */
const MAX_TIME_SPENT_SECONDS = 86_400;

/** The "Send Results" request body: the export file's upgrades, addressed to `email`. */
export function resultsEmailRequest(
  email: string,
  results: readonly UpgradeResult[],
  now: number = Date.now(),
): ResultsEmailRequest {
  return {
    email,
    results: buildExportFile(results, now).upgrades.map((upgrade) => ({
      upgradeId: upgrade.upgradeId,
      position: upgrade.position,
      rating: upgrade.rating,
      responses: upgrade.responses,
      completedAt: upgrade.completedAt,
      timeSpent:
        upgrade.timeSpent === null ? null : Math.min(upgrade.timeSpent, MAX_TIME_SPENT_SECONDS),
    })),
  };
}

export interface SendResultsInput {
  email: string;
  results: readonly UpgradeResult[];
}

/** Emails the journey results (ARCHITECTURE reading 6): `POST /api/results/email`. */
export function sendResults({ email, results }: SendResultsInput): Promise<{ sent: boolean }> {
  return api.post<{ sent: boolean }>("/api/results/email", resultsEmailRequest(email, results));
}

export function useSendResults() {
  return useMutation({ mutationFn: sendResults });
}
