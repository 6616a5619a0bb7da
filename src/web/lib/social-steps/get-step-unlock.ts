import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** Whether a step is open, as the server decides it (the client never computes it). */
export interface StepUnlockStatus {
  stepNumber: number;
  isUnlocked: boolean;
  requiredUsers: number;
  currentUsers: number;
}

/** The server's unlock check for step `stepNumber`; throws when it fails. */
export async function getStepUnlock(
  stepNumber: number,
  signal?: AbortSignal,
): Promise<StepUnlockStatus> {
  return api.get<StepUnlockStatus>(`/api/steps/${stepNumber}/unlock`, { signal });
}

/**
 * The unlock check, never failing: an error is logged and the step is treated
 * as locked (spec section 8), with `requiredUsers` unknown (0).
 */
export async function getStepUnlockOrLocked(
  stepNumber: number,
  signal?: AbortSignal,
): Promise<StepUnlockStatus & { failed?: true }> {
  try {
    return await getStepUnlock(stepNumber, signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    console.error(`Could not check whether step ${stepNumber} is unlocked:`, error);
    return { stepNumber, isUnlocked: false, requiredUsers: 0, currentUsers: 0, failed: true };
  }
}

export function stepUnlockQueryOptions(stepNumber: number) {
  return queryOptions({
    queryKey: ["steps", "unlock", stepNumber],
    queryFn: ({ signal }) => getStepUnlockOrLocked(stepNumber, signal),
    staleTime: 30_000,
  });
}

export function useStepUnlock(stepNumber: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...stepUnlockQueryOptions(stepNumber), enabled: options.enabled ?? true });
}
