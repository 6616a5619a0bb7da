/**
 * Figures of the Progress Dashboard (spec section 2 "Progress Dashboard").
 * Pure functions over the user's experience versions and the unlock states.
 */

export interface ExperienceVersion {
  stepNumber: number;
  rating: number;
  experienceText: string;
  /** ISO time */
  createdAt: string;
}

/** Versions of each step, oldest first; the last one is the current version. */
export function versionsByStep<T extends ExperienceVersion>(
  experiences: readonly T[],
): Map<number, T[]> {
  const byStep = new Map<number, T[]>();
  const ordered = [...experiences].sort(
    (a, b) => a.stepNumber - b.stepNumber || Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
  for (const experience of ordered) {
    const list = byStep.get(experience.stepNumber) ?? [];
    list.push(experience);
    byStep.set(experience.stepNumber, list);
  }
  return byStep;
}

function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** "Latest Avg.": the mean of each step's newest rating. */
export function latestAverage(experiences: readonly ExperienceVersion[]): number | null {
  return average(
    [...versionsByStep(experiences).values()].map((versions) => versions.at(-1)?.rating ?? 0),
  );
}

/** "Total Avg.": the mean of every rating, all versions included. */
export function totalAverage(experiences: readonly ExperienceVersion[]): number | null {
  return average(experiences.map((experience) => experience.rating));
}

/** Two decimals, or "-" when there is nothing to average. */
export function formatAverage(value: number | null): string {
  return value === null ? "-" : value.toFixed(2);
}

const CAPTIONS: readonly [maxStep: number, caption: string][] = [
  [1, "Aim for today"],
  [2, "this week"],
  [3, "this month"],
  [4, "this season"],
  [7, "this year"],
  [9, "this decade"],
  [10, "this lifetime"],
];

/** The Collective tab's caption for the highest unlocked step. */
export function collectiveCaption(highestUnlockedStep: number): string {
  return CAPTIONS.find(([maxStep]) => highestUnlockedStep <= maxStep)?.[1] ?? "this lifetime";
}

export interface UnlockState {
  stepNumber: number;
  isUnlocked: boolean;
}

export function highestUnlockedStep(states: readonly UnlockState[]): number {
  return states.reduce(
    (highest, state) => (state.isUnlocked ? Math.max(highest, state.stepNumber) : highest),
    1,
  );
}

/** "Continue to Step N": the first unlocked step without an experience yet, or null. */
export function nextStepToContinue(
  states: readonly UnlockState[],
  completedSteps: ReadonlySet<number>,
): number | null {
  const next = [...states]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .find((state) => state.isUnlocked && !completedSteps.has(state.stepNumber));
  return next?.stepNumber ?? null;
}
