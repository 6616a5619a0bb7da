/*
 * Local storage keys (spec section 3), shared by both journeys. Storage access
 * itself lives in the web layer. Kept apart from the journey rules so the
 * Social Steps pages can name their keys without loading the journey parser.
 */

export const JOURNEY_KEY = "user_journey";
export const RESPONSIVE_STATE_KEY = "responsive_journey_state";
export const UPGRADE_RESULT_PREFIX = "upgrade_data_";
const RESET_PREFIXES = ["upgrade_", UPGRADE_RESULT_PREFIX, "step_"] as const;

export const upgradeResultKey = (upgradeId: string) => `${UPGRADE_RESULT_PREFIX}${upgradeId}`;
export const stepDataKey = (stepNumber: number) => `step_${stepNumber}_data`;
export const stepDraftKey = (stepNumber: number) => `step_${stepNumber}_draft`;
export const stepSubmittedKey = (stepNumber: number) => `step_${stepNumber}_submitted`;
export const stepSavedKey = (stepNumber: number) => `step_${stepNumber}_saved`;

/** The upgrade id of an `upgrade_data_{id}` key, or null for any other key. */
export function upgradeIdFromResultKey(key: string): string | null {
  if (!key.startsWith(UPGRADE_RESULT_PREFIX)) return null;
  const id = key.slice(UPGRADE_RESULT_PREFIX.length);
  return id.length > 0 ? id : null;
}

/** Start Over removes the journey, the responsive state and every upgrade_/step_ key. */
export function isResetKey(key: string): boolean {
  return (
    key === JOURNEY_KEY ||
    key === RESPONSIVE_STATE_KEY ||
    RESET_PREFIXES.some((prefix) => key.startsWith(prefix))
  );
}

export function keysToClearOnReset(keys: readonly string[]): string[] {
  return keys.filter(isResetKey);
}
