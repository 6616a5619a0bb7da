import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpgradeFieldsInput } from "../../../core/admin-schemas";
import { api } from "../api-client";
import type { AdminUpgrade } from "./get-admin-upgrades";
import { afterUpgradeWrite } from "./invalidate-upgrades";

export interface UpdateUpgradeVariables {
  id: string;
  fields: UpgradeFieldsInput;
}

/** Changes an upgrade's fields; its id never changes. */
export async function updateUpgrade({ id, fields }: UpdateUpgradeVariables): Promise<AdminUpgrade> {
  const body = await api.patch<{ upgrade: AdminUpgrade }>(
    `/api/admin/upgrades/${encodeURIComponent(id)}`,
    fields,
  );
  return body.upgrade;
}

export function useUpdateUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUpgrade,
    onSuccess: (upgrade) => afterUpgradeWrite(queryClient, upgrade),
  });
}
