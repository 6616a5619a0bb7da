import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";

/** Everything the server keeps about the signed-in user. */
export function exportAccount(): Promise<unknown> {
  return api.get<unknown>("/api/account/export");
}

export function exportFileName(now = new Date()): string {
  return `10-social-steps-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Fetches the data (so a failure can be reported) and saves it as a JSON file. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () =>
      downloadFile(exportFileName(), `${JSON.stringify(await exportAccount(), null, 2)}\n`),
  });
}
