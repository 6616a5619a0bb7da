/**
 * Collective unlocking (ARCHITECTURE reading 2): step 1 is always open; step N
 * needs BASE^(N-1) distinct users with an experience for step N-1.
 */

export const STEP_COUNT = 10;
export const DEFAULT_UNLOCK_BASE = 10;

/** BASE^(N-1): 1, 10, 100, ... for the default base (spec section 9). */
export function requiredUsersForStep(stepNumber: number, base = DEFAULT_UNLOCK_BASE): number {
  return base ** (Math.max(1, stepNumber) - 1);
}

export function isStepUnlocked(
  stepNumber: number,
  usersWhoCompletedPreviousStep: number,
  base = DEFAULT_UNLOCK_BASE,
): boolean {
  if (stepNumber <= 1) return true;
  return usersWhoCompletedPreviousStep >= requiredUsersForStep(stepNumber, base);
}

/** One step's unlock state as the server reports it (spec section 3 "Step unlock status"). */
export interface StepUnlockStatus {
  stepNumber: number;
  isUnlocked: boolean;
  requiredUsers: number;
  /** Users who completed the previous step (registered users for step 1). */
  currentUsers: number;
}

export interface CollectiveProgress {
  registeredUsers: number;
  /** Distinct step numbers with any experience: "Total So Far: N/10 of us" (ARCHITECTURE reading 3). */
  stepsWithExperiences: number;
  steps: StepUnlockStatus[];
}
