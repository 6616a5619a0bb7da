import { UPGRADE_CATALOGUE } from "../../../../core/catalogue";
import { clampPositionDigits, withOrdinal } from "../../../../core/format";
import {
  currentUpgradeId,
  JOURNEY_LENGTH,
  type JourneyState,
  upgradeAfter,
  upgradePosition,
} from "../../../../core/journey";
import { RESPONSE_KEYS_MAX } from "../../../../core/schemas";

/*
 * What the upgrade page shows and where it goes next, as plain functions of
 * the upgrade and the journey (spec sections 2, 3 and 4).
 */

/** The upgrade whose page carries the Reflexive Reading sections. */
export const FIRST_UPGRADE_ID = UPGRADE_CATALOGUE[0]?.id ?? "reflexive-reading";

export const UNKNOWN_UPGRADE_TITLE = "Unknown Upgrade";

/** Spec section 9: the pause between completing an upgrade and moving on. */
export const NEXT_UPGRADE_DELAY_MS = 100;

/** Asked when an upgrade carries no prompts of its own (nor has catalogue ones). */
export const FALLBACK_PROMPT = "What did you notice during this upgrade?";

export interface UpgradeLike {
  id: string;
  title: string;
  displayOrder: number;
  content: { prompts?: unknown; moment?: unknown };
}

/** "Upgrade {n}: {title}", or "Unknown Upgrade" when there is no title to show. */
export function upgradePageTitle(title: string | null | undefined, position: number): string {
  const trimmed = title?.trim();
  return trimmed ? `Upgrade ${position}: ${trimmed}` : UNKNOWN_UPGRADE_TITLE;
}

/** The upgrade's position in this visitor's journey, else its display order. */
export function displayPosition(journey: JourneyState | null, upgrade: UpgradeLike): number {
  return (journey && upgradePosition(journey, upgrade.id)) ?? upgrade.displayOrder;
}

/** The badge beside the title: "1st", "2nd", "3rd", "4th"... with digits kept to 0-10. */
export function positionBadge(position: number): string {
  return withOrdinal(clampPositionDigits(position));
}

function cleanStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== "string") continue;
    const text = item.trim();
    if (text !== "" && text.length <= 200) seen.add(text);
  }
  return [...seen];
}

/**
 * The completion form's questions (ARCHITECTURE reading 5): the upgrade's own
 * prompts, else the catalogue's for that id, else one general question. Answers
 * are keyed by the question, so within what the server accepts as keys: no
 * repeats, at most ten, and none longer than 200 characters.
 */
export function completionPrompts(upgrade: UpgradeLike): string[] {
  const own = cleanStrings(upgrade.content.prompts);
  const catalogue = cleanStrings(
    UPGRADE_CATALOGUE.find((u) => u.id === upgrade.id)?.content.prompts,
  );
  const prompts = own.length > 0 ? own : catalogue.length > 0 ? catalogue : [FALLBACK_PROMPT];
  return prompts.slice(0, RESPONSE_KEYS_MAX);
}

/** "The Moment of Awareness" exercise: the upgrade's own, else the catalogue's, else null. */
export function momentText(upgrade: UpgradeLike): string | null {
  const own = typeof upgrade.content.moment === "string" ? upgrade.content.moment.trim() : "";
  if (own !== "") return own;
  return UPGRADE_CATALOGUE.find((u) => u.id === upgrade.id)?.content.moment ?? null;
}

/** Where to go after completing: the review when all ten are done, else the current upgrade. */
export function pathAfterCompletion(journey: JourneyState): string {
  if (journey.completedUpgrades.length >= JOURNEY_LENGTH) return "/upgrades/review";
  const next = currentUpgradeId(journey);
  return next ? `/upgrades/${next}` : "/upgrades";
}

/** "Continue Your Journey" on an upgrade already completed: the next one, or the landing. */
export function continuePath(journey: JourneyState | null, upgradeId: string): string {
  const next = journey ? upgradeAfter(journey, upgradeId) : null;
  return next ? `/upgrades/${next}` : "/upgrades";
}

/** Whole seconds between two times, kept within what the server accepts (0 to one day). */
export function elapsedSeconds(startMs: number, nowMs: number): number {
  const seconds = Math.round((nowMs - startMs) / 1000);
  if (!Number.isFinite(seconds)) return 0;
  return Math.min(86_400, Math.max(0, seconds));
}
