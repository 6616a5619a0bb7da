import { currentUpgradeId, type JourneyState, journeyStage } from "../../../../core/journey";

/** The upgrade to do next: the one at the current position, else the first unlocked one not done. */
export function nextUpgradeId(journey: JourneyState | null): string | null {
  if (!journey) return null;
  return (
    currentUpgradeId(journey) ??
    journey.unlockedUpgrades.find((id) => !journey.completedUpgrades.includes(id)) ??
    null
  );
}

export const JOURNEY_BUTTON_LABELS = {
  begin: "Begin Your Journey",
  continue: "Continue Your Journey",
  review: "Review Your Journey",
} as const;

/** The landing's call to action: its text, and where it leads (null: begin a new journey first). */
export function journeyCallToAction(journey: JourneyState | null): {
  label: (typeof JOURNEY_BUTTON_LABELS)[keyof typeof JOURNEY_BUTTON_LABELS];
  to: string | null;
} {
  const stage = journeyStage(journey);
  if (stage === "begin") return { label: JOURNEY_BUTTON_LABELS.begin, to: null };
  if (stage === "review") return { label: JOURNEY_BUTTON_LABELS.review, to: "/upgrades/review" };
  const next = nextUpgradeId(journey);
  return {
    label: JOURNEY_BUTTON_LABELS.continue,
    to: next ? `/upgrades/${next}` : "/upgrades/review",
  };
}
