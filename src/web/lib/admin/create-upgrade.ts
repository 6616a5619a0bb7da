import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpgradeCreateInput } from "../../../core/admin-schemas";
import { api } from "../api-client";
import type { AdminUpgrade } from "./get-admin-upgrades";
import { afterUpgradeWrite } from "./invalidate-upgrades";

/** A new upgrade from the form; it starts as a draft. 409 when the id is taken. */
export async function createUpgrade(input: UpgradeCreateInput): Promise<AdminUpgrade> {
  const body = await api.post<{ upgrade: AdminUpgrade }>("/api/admin/upgrades", input);
  return body.upgrade;
}

export function useCreateUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpgrade,
    onSuccess: (upgrade) => afterUpgradeWrite(queryClient, upgrade),
  });
}
