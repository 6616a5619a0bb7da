import type { QueryClient } from "@tanstack/react-query";
import type { AdminUpgrade } from "./get-admin-upgrades";
import { adminUpgradesQueryKey } from "./get-admin-upgrades";

/**
 * After any upgrade write: the admin list and the visitor pages (which list
 * published upgrades only) must both be read again.
 */
export async function afterUpgradeWrite(
  queryClient: QueryClient,
  upgrade: AdminUpgrade,
): Promise<void> {
  queryClient.setQueryData([...adminUpgradesQueryKey, "detail", upgrade.id], upgrade);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...adminUpgradesQueryKey, "list"] }),
    queryClient.invalidateQueries({ queryKey: ["upgrades"] }),
  ]);
}
