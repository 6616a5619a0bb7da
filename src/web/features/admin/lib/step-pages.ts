import type { AdminStep } from "../../../lib/admin/get-admin-steps";

/*
 * The steps dashboard's view of which step pages exist (ARCHITECTURE reading 8):
 * steps 1-3 have their own pages; steps 4-10 render through the generic step
 * page once a published row gives them content.
 */

export const BUILT_IN_STEPS = 3;

export function stepHasPage(stepNumber: number, steps: readonly AdminStep[]): boolean {
  return (
    stepNumber <= BUILT_IN_STEPS ||
    steps.some((step) => step.stepNumber === stepNumber && step.isPublished)
  );
}

/** The sandpit preview: step 1's is /reflexive-reading, 2 and 3 have preview pages. */
export function stepPreviewPath(stepNumber: number): string {
  if (stepNumber === 1) return "/reflexive-reading";
  if (stepNumber <= BUILT_IN_STEPS) return `/steps/${stepNumber}/preview`;
  return `/steps/${stepNumber}`;
}

/** Chat-made rows reopen in the step chat builder; the others in the form. */
export function stepEditPath(step: Pick<AdminStep, "id" | "creationMethod">): string {
  return step.creationMethod === "chat"
    ? `/steps/build?id=${encodeURIComponent(step.id)}`
    : `/admin/steps/edit/${encodeURIComponent(step.id)}`;
}
