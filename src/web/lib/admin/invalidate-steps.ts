import type { QueryClient } from "@tanstack/react-query";
import { type AdminStep, adminStepsQueryKey } from "./get-admin-steps";

/**
 * After any step write: the admin list and the public step pages (which show
 * published rows only) must both be read again.
 */
export async function afterStepWrite(queryClient: QueryClient, step: AdminStep): Promise<void> {
  queryClient.setQueryData([...adminStepsQueryKey, "detail", step.id], step);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...adminStepsQueryKey, "list"] }),
    queryClient.invalidateQueries({ queryKey: ["steps"] }),
  ]);
}
