import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpgradeCompletionInput } from "../../../../core/schemas";
import { api } from "../../../lib/api-client";
import { upgradeCompletionsQueryKey } from "./get-upgrade-completions";

export interface CompleteUpgradeResponse {
  upgradeId: string;
  alreadyCompleted: boolean;
}

/** Stores a completed upgrade on the signed-in account (spec "Upgrade completion (signed-in)"). */
export function completeUpgrade(input: UpgradeCompletionInput): Promise<CompleteUpgradeResponse> {
  return api.post<CompleteUpgradeResponse>("/api/upgrade-completions", input);
}

/**
 * The callbacks live on the mutation itself, so they still run after the page
 * has moved on to the next upgrade. A failure is only logged (spec section 4).
 */
export function useCompleteUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeUpgrade,
    onSuccess: ({ upgradeId }) => {
      queryClient.setQueryData<string[]>(upgradeCompletionsQueryKey, (ids) =>
        ids && !ids.includes(upgradeId) ? [...ids, upgradeId] : ids,
      );
      void queryClient.invalidateQueries({ queryKey: upgradeCompletionsQueryKey });
    },
    onError: (error) => {
      console.error("Could not store the upgrade completion on the account:", error);
    },
  });
}
