/**
 * Typewriter timings (spec section 9): 50 ms per character by default (the
 * Reflexive Reading page uses 40 ms), a 500 ms delay before the first
 * character, and longer pauses after a full stop (600 ms), after a comma
 * (300 ms) and between paragraphs (400 ms).
 */
export const TYPEWRITER_DEFAULT_SPEED_MS = 50;
export const TYPEWRITER_PAGE_SPEED_MS = 40;
export const TYPEWRITER_START_DELAY_MS = 500;
export const FULL_STOP_PAUSE_MS = 600;
export const COMMA_PAUSE_MS = 300;
export const PARAGRAPH_PAUSE_MS = 400;

/** How long to wait after showing `char` before the next character. */
export function delayAfterCharacter(char: string, speedMs: number): number {
  if (char === ".") return FULL_STOP_PAUSE_MS;
  if (char === ",") return COMMA_PAUSE_MS;
  return speedMs;
}

/**
 * The wait before revealing character `index` (0-based) of the paragraphs taken
 * as one sequence: the start delay for the first, the paragraph pause for the
 * first character of each later paragraph, otherwise the pause the previous
 * character earns.
 */
export function delayBeforeCharacter(
  paragraphs: readonly string[],
  index: number,
  speedMs: number,
  startDelayMs = TYPEWRITER_START_DELAY_MS,
): number {
  if (index <= 0) return startDelayMs;
  let remaining = index;
  for (const paragraph of paragraphs) {
    if (remaining < paragraph.length) {
      return delayAfterCharacter(paragraph[remaining - 1] ?? "", speedMs);
    }
    remaining -= paragraph.length;
    if (remaining === 0) return PARAGRAPH_PAUSE_MS;
  }
  return speedMs;
}

/** How many characters of each paragraph are shown once `count` characters are typed. */
export function visibleLengths(paragraphs: readonly string[], count: number): number[] {
  let remaining = Math.max(0, count);
  return paragraphs.map((paragraph) => {
    const shown = Math.min(paragraph.length, remaining);
    remaining -= shown;
    return shown;
  });
}

export function totalLength(paragraphs: readonly string[]): number {
  return paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0);
}
