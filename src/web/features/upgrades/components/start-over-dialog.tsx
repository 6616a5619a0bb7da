import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { buttonVariants } from "../../../components/ui/button";
import { useStartOver } from "../lib/reset";

export interface StartOverDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Start Over?": confirms before the journey and its results are cleared from this browser. */
export function StartOverDialog({ open, onOpenChange }: StartOverDialogProps) {
  const startOver = useStartOver();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Start Over?</AlertDialogTitle>
          <AlertDialogDescription>
            This clears your journey, your responses and your ratings from this browser, and you
            begin again from the first step. It cannot be undone, so save your results first if you
            want to keep them.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={startOver}
          >
            Yes, Start Over
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
