import { api } from "../api-client";

/**
 * Whether a step is open, asked after a save (spec section 4, step 4). The
 * server decides; a failed check is logged and counts as locked (spec 8).
 */
export async function isStepOpen(stepNumber: number): Promise<boolean> {
  try {
    const body = await api.get<{ isUnlocked: boolean }>(`/api/steps/${stepNumber}/unlock`);
    return body.isUnlocked === true;
  } catch (error) {
    console.error(`Could not check whether step ${stepNumber} is unlocked:`, error);
    return false;
  }
}
