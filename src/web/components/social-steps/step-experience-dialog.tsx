/**
 * The step experience dialog and its save flow (spec section 2 "Step
 * experience dialog", section 4 "Step experience flow"). Placeholder with the
 * agreed props; the experience-flow work replaces the body. Shared because
 * the step pages and the Progress Dashboard (edit) both open it.
 */
export interface StepExperienceDialogProps {
  stepNumber: number;
  /** The dialog title: the step's title. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful save (the dashboard reloads its data). */
  onSaved?: () => void;
}

export function StepExperienceDialog(_props: StepExperienceDialogProps) {
  return null;
}
