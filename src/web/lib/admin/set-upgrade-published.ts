import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import type { AdminUpgrade } from "./get-admin-upgrades";
import { afterUpgradeWrite } from "./invalidate-upgrades";

export interface SetPublishedVariables {
  id: string;
  isPublished: boolean;
}

/** Publishes an upgrade (visitors see it) or makes it a draft again. */
export async function setUpgradePublished({
  id,
  isPublished,
}: SetPublishedVariables): Promise<AdminUpgrade> {
  const body = await api.patch<{ upgrade: AdminUpgrade }>(
    `/api/admin/upgrades/${encodeURIComponent(id)}/publish`,
    { isPublished },
  );
  return body.upgrade;
}

export function useSetUpgradePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpgradePublished,
    onSuccess: (upgrade) => afterUpgradeWrite(queryClient, upgrade),
  });
}
