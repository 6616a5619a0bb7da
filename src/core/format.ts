/**
 * Small display helpers whose wording comes from the spec (sections 2, 4 and 9).
 */

/** "st", "nd", "rd" or "th"; the teens (11-13, 111-113, ...) always take "th". */
export function ordinalSuffix(n: number): string {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return "th";
  switch (whole % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

export function withOrdinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Under 5 s the step dialog says "Saved just now" (spec section 9). */
export const DIALOG_JUST_NOW_MS = 5 * SECOND;
/** Under 10 s the Step 1 form says "Just saved". */
export const STEP_ONE_JUST_SAVED_MS = 10 * SECOND;

/** The step dialog's indicator: "Saved just now", "Saved Ns ago", "Saved Nm ago". */
export function savedAgoLabel(
  savedAt: number,
  now: number,
  { justNowUnderMs = DIALOG_JUST_NOW_MS }: { justNowUnderMs?: number } = {},
): string {
  // A clock that moved backwards counts as "just now" rather than a negative age.
  const elapsed = Math.max(0, now - savedAt);
  if (elapsed < justNowUnderMs) return "Saved just now";
  if (elapsed < MINUTE) return `Saved ${Math.floor(elapsed / SECOND)}s ago`;
  return `Saved ${Math.floor(elapsed / MINUTE)}m ago`;
}

const localTime = (ms: number) => new Date(ms).toLocaleTimeString();

/**
 * The Step 1 form's label: "Just saved", "Saved Ns ago", "Saved Nm ago", and after
 * an hour "Saved at {time}" (minutes stop being a useful measure by then).
 */
export function stepOneSavedLabel(
  savedAt: number,
  now: number,
  formatTime: (ms: number) => string = localTime,
): string {
  const elapsed = Math.max(0, now - savedAt);
  if (elapsed < STEP_ONE_JUST_SAVED_MS) return "Just saved";
  if (elapsed < MINUTE) return `Saved ${Math.floor(elapsed / SECOND)}s ago`;
  if (elapsed < HOUR) return `Saved ${Math.floor(elapsed / MINUTE)}m ago`;
  return `Saved at ${formatTime(savedAt)}`;
}

/** The review's "Avg. Minutes" tile: seconds / 60 rounded, or "-" when nothing was timed. */
export function averageMinutes(seconds?: number | null): string {
  if (seconds == null || !Number.isFinite(seconds)) return "-";
  return String(Math.round(seconds / 60));
}

/** A 0-1 fraction as a whole percentage, for the progress tiles and bars. */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

/** The step slider's caption for a 1-10 rating. */
export function ratingCaption(rating: number): string {
  if (rating <= 3) return "Not very helpful";
  if (rating <= 6) return "Somewhat valuable";
  if (rating <= 8) return "Very valuable";
  return "Life-changing";
}

/** Position badge digits are clamped to 0-10 (spec section 5). */
export function clampPositionDigits(n: number): number {
  if (!Number.isFinite(n)) return n > 0 ? 10 : 0;
  return Math.min(10, Math.max(0, Math.trunc(n)));
}
