/**
 * The Locked dialog (spec section 2 "Locked dialog"). Placeholder with the
 * agreed props; the steps-pages work replaces the body. Shared because the
 * steps banner, the step pages and the experience flow all open it.
 */
export interface LockedDialogProps {
  /** The locked step (N in "Step N Is Locked"). */
  stepNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LockedDialog(_props: LockedDialogProps) {
  return null;
}
