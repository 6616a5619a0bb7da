import { STEP_CATALOGUE } from "../../../../core/catalogue";

/** The dashboard writes Step 1's title with a capital T (spec section 2, step titles). */
export const DASHBOARD_STEP_ONE_TITLE = "Transforming This Medium";

export function dashboardStepTitle(stepNumber: number): string {
  if (stepNumber === 1) return DASHBOARD_STEP_ONE_TITLE;
  return (
    STEP_CATALOGUE.find((step) => step.stepNumber === stepNumber)?.title ?? `Step ${stepNumber}`
  );
}

/** The text shared by Share Progress. */
export function shareProgressText(completed: number, total: number): string {
  return `I have completed ${completed} of ${total} Social Steps. Every step we take together unlocks the next one. Join me:`;
}

/** A 0-100 percentage for a bar, never outside the bar. */
export function barPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}
