import { AtSign, Link2, Lock, Mail, MessageCircle, ThumbsUp } from "lucide-react";
import type { ReactNode } from "react";
import { requiredUsersForStep } from "../../../core/unlock";
import { useStepUnlock } from "../../lib/social-steps/get-step-unlock";
import { useUserCount } from "../../lib/social-steps/get-user-count";
import {
  STEPS_SHARE_LABELS,
  type StepsShareTarget,
  stepsShareTargetUrl,
  stepsShareUrl,
} from "../../lib/social-steps/share-links";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";

/**
 * The Locked dialog (spec section 2 "Locked dialog"). Shared because the
 * steps banner, the step pages and the experience flow all open it.
 */
export interface LockedDialogProps {
  /** The locked step (N in "Step N Is Locked"). */
  stepNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const SHARE_ICONS: Record<StepsShareTarget, ReactNode> = {
  email: <Mail aria-hidden="true" />,
  twitter: <AtSign aria-hidden="true" />,
  facebook: <ThumbsUp aria-hidden="true" />,
  whatsapp: <MessageCircle aria-hidden="true" />,
};

const SHARE_ORDER: readonly StepsShareTarget[] = ["email", "twitter", "facebook", "whatsapp"];

function currentShareUrl(): string {
  return stepsShareUrl(typeof window === "undefined" ? "" : window.location.origin);
}

async function copyLink() {
  try {
    await navigator.clipboard.writeText(currentShareUrl());
    toast.success("Link copied!", {
      description: "Share the link with others to unlock the next step.",
    });
  } catch (error) {
    // Clipboard failures are silent for the user (spec section 8).
    console.error("Could not copy the link:", error);
  }
}

export function LockedDialog({ stepNumber, open, onOpenChange }: LockedDialogProps) {
  const unlock = useStepUnlock(stepNumber, { enabled: open });
  const count = useUserCount({ enabled: open });

  const fromServer = unlock.data && !unlock.data.failed ? unlock.data.requiredUsers : undefined;
  const required = fromServer ?? requiredUsersForStep(stepNumber);
  const registered = count.data ?? 0;
  const loading = unlock.isPending || count.isPending;
  const shareUrl = currentShareUrl();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center pr-0 text-center">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
          >
            <Lock className="size-6" />
          </span>
          <DialogTitle className="text-xl">Step {stepNumber} Is Locked</DialogTitle>
          <DialogDescription>
            Step {stepNumber} unlocks when {required.toLocaleString("en-US")} users complete Step{" "}
            {stepNumber - 1}
          </DialogDescription>
        </DialogHeader>

        <p className="rounded-lg bg-muted px-4 py-3 text-center text-sm" aria-live="polite">
          {loading ? (
            <span className="text-muted-foreground">Checking progress…</span>
          ) : (
            <>
              Currently {registered.toLocaleString("en-US")} of {required.toLocaleString("en-US")}{" "}
              users registered
            </>
          )}
        </p>

        <div className="grid gap-3">
          <p className="text-center font-medium text-sm">
            Help unlock the next step by sharing Social Steps with others
          </p>
          <Button type="button" onClick={copyLink}>
            <Link2 aria-hidden="true" />
            Copy Link
          </Button>
          <div className="grid grid-cols-2 gap-2">
            {SHARE_ORDER.map((target) => (
              <Button key={target} asChild variant="outline">
                <a
                  href={stepsShareTargetUrl(target, shareUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {SHARE_ICONS[target]}
                  {STEPS_SHARE_LABELS[target]}
                  <span className="sr-only"> (opens in a new window)</span>
                </a>
              </Button>
            ))}
          </div>
        </div>

        <p className="text-center text-muted-foreground text-xs">
          You determine our future. Share to unlock collective progress.
        </p>
      </DialogContent>
    </Dialog>
  );
}
