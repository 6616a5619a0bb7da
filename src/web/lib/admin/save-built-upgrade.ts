import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpgradeCreateInput } from "../../../core/admin-schemas";
import { api } from "../api-client";
import type { AdminUpgrade } from "./get-admin-upgrades";
import { afterUpgradeWrite } from "./invalidate-upgrades";

export interface SaveBuiltUpgradeResponse {
  upgrade: AdminUpgrade;
  created: boolean;
}

/**
 * The chat builder's save: inserts or updates the upgrade with
 * `creation_method = chat`. A new row starts as a draft; an existing one keeps
 * its publish state.
 */
export function saveBuiltUpgrade(input: UpgradeCreateInput): Promise<SaveBuiltUpgradeResponse> {
  return api.put<SaveBuiltUpgradeResponse>(
    `/api/admin/upgrades/${encodeURIComponent(input.id)}/build`,
    input,
  );
}

export function useSaveBuiltUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuiltUpgrade,
    onSuccess: ({ upgrade }) => afterUpgradeWrite(queryClient, upgrade),
  });
}
