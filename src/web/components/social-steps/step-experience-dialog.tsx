import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ratingCaption, savedAgoLabel } from "../../../core/format";
import { EXPERIENCE_MAX } from "../../../core/schemas";
import { STEP_COUNT } from "../../../core/unlock";
import { type AuthTab, authPath } from "../../lib/auth/return-to";
import { useAuth } from "../../lib/auth/use-auth";
import { collectiveProgressQueryKey } from "../../lib/social-steps/get-collective-progress";
import { experiencesQueryKey } from "../../lib/social-steps/get-experiences";
import { latestExperienceQueryOptions } from "../../lib/social-steps/get-latest-experience";
import { isStepOpen } from "../../lib/social-steps/next-step-unlock";
import { saveExperience } from "../../lib/social-steps/save-experience";
import {
  DEFAULT_STEP_RATING,
  isDraftWorthSaving,
  markSaved,
  readDraft,
  recordSubmission,
  writeDraft,
} from "../../lib/social-steps/step-records";
import { toast } from "../../lib/toast";
import { OfflineNotice } from "../layout/offline-notice";
import { Button } from "../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../ui/dialog";
import { Label } from "../ui/label";
import { Slider } from "../ui/slider";
import { Textarea } from "../ui/textarea";
import { LockedDialog } from "./locked-dialog";

/** Autosave waits this long after the last change (spec section 9). */
const AUTOSAVE_DELAY_MS = 1000;
/** Pause between "Step unlocked!" and moving on (spec section 9). */
const ADVANCE_DELAY_MS = 500;

/**
 * The step experience dialog and its save flow (spec section 2 "Step
 * experience dialog", section 4 "Step experience flow" and "Autosave and
 * preload"). Shared because the step pages and the Progress Dashboard (edit)
 * both open it.
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

const clampRating = (rating: number) =>
  Number.isFinite(rating) ? Math.min(10, Math.max(1, Math.round(rating))) : DEFAULT_STEP_RATING;

/** The current time, refreshed every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export function StepExperienceDialog({
  stepNumber,
  title,
  open,
  onOpenChange,
  onSaved,
}: StepExperienceDialogProps) {
  const id = useId();
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  const authLoading = auth.status === "loading";
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const [experience, setExperience] = useState("");
  const [rating, setRating] = useState(DEFAULT_STEP_RATING);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [lockedOpen, setLockedOpen] = useState(false);
  /** The user changed something since the dialog opened: autosave, and keep it over a late preload. */
  const edited = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const now = useNow(open && savedAt !== null);

  // Preload when the dialog opens: the user's server row wins over the local draft.
  useEffect(() => {
    if (!open || authLoading) return;
    let cancelled = false;
    edited.current = false;
    setInvalid(false);

    const restoreDraft = () => {
      const draft = readDraft(stepNumber);
      setExperience(draft?.experience.slice(0, EXPERIENCE_MAX) ?? "");
      setRating(clampRating(draft?.rating ?? DEFAULT_STEP_RATING));
      setSavedAt(draft?.timestamp ?? null);
    };

    restoreDraft();
    if (signedIn) {
      queryClient
        .fetchQuery({ ...latestExperienceQueryOptions(stepNumber), staleTime: 0 })
        .then((row) => {
          if (cancelled || edited.current || !row) return;
          setExperience(row.experienceText.slice(0, EXPERIENCE_MAX));
          setRating(clampRating(row.rating));
          setSavedAt(null);
        })
        .catch((error: unknown) => {
          console.error("Could not load your saved experience:", error);
        });
    }
    return () => {
      cancelled = true;
    };
  }, [open, authLoading, signedIn, stepNumber, queryClient]);

  // Autosave a draft 1 s after the last change, once it differs from empty and 5.
  useEffect(() => {
    if (!open || !edited.current || !isDraftWorthSaving(experience, rating)) return;
    const timer = window.setTimeout(() => {
      const timestamp = Date.now();
      if (writeDraft(stepNumber, { experience, rating, timestamp })) setSavedAt(timestamp);
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, experience, rating, stepNumber]);

  const closeEverything = () => {
    setLockedOpen(false);
    onOpenChange(false);
  };

  const continueFlow = async (tab: AuthTab = "signin") => {
    if (busy) return;
    if (experience.trim() === "") {
      setInvalid(true);
      textareaRef.current?.focus();
      toast.error("Experience required", {
        description: "Please share your experience before continuing.",
      });
      return;
    }
    setBusy(true);
    try {
      const submitted = recordSubmission(stepNumber, experience, rating);

      if (!signedIn) {
        navigate(authPath({ tab, returnTo: `/steps/${stepNumber}` }));
        return;
      }

      try {
        await saveExperience({
          stepNumber,
          experienceText: submitted.experience,
          rating: submitted.rating,
          idempotencyKey: submitted.idempotencyKey,
        });
      } catch (error) {
        console.error(`Could not save the experience for step ${stepNumber}:`, error);
        toast.error("Save failed", {
          description: "Your response is saved locally. We'll retry when you continue.",
        });
        return;
      }

      markSaved(stepNumber, submitted.experience, submitted.rating);
      setSavedAt(null);
      toast.success("Progress saved!", { description: "Your experience has been recorded." });
      void queryClient.invalidateQueries({ queryKey: experiencesQueryKey });
      void queryClient.invalidateQueries({ queryKey: collectiveProgressQueryKey });
      onSaved?.();

      const nextStep = stepNumber + 1;
      if (nextStep > STEP_COUNT) {
        onOpenChange(false);
        return;
      }
      if (await isStepOpen(nextStep)) {
        toast.success("Step unlocked!", { description: `Moving to Step ${nextStep}...` });
        window.setTimeout(() => {
          navigate(`/steps/${nextStep}`);
          onOpenChange(false);
        }, ADVANCE_DELAY_MS);
      } else {
        setLockedOpen(true);
      }
    } catch (error) {
      console.error("Unexpected error while continuing:", error);
      toast.error("Error", { description: "Something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  };

  const textId = `${id}-experience`;
  const counterId = `${id}-counter`;
  const sliderLabelId = `${id}-rating-label`;
  const captionId = `${id}-rating-caption`;
  const caption = ratingCaption(rating);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              Share your experience and rate how valuable this step was for you.
            </DialogDescription>
          </DialogHeader>

          <div className="grid gap-2">
            <Label htmlFor={textId}>Your Experience</Label>
            <Textarea
              ref={textareaRef}
              id={textId}
              rows={6}
              maxLength={EXPERIENCE_MAX}
              value={experience}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={counterId}
              onChange={(event) => {
                edited.current = true;
                setInvalid(false);
                setExperience(event.target.value.slice(0, EXPERIENCE_MAX));
              }}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-xs">
              <span id={counterId}>
                {experience.length}/{EXPERIENCE_MAX} characters
              </span>
              {savedAt !== null && <span>{savedAgoLabel(savedAt, now)}</span>}
            </div>
          </div>

          <div className="grid gap-3">
            <div className="flex items-baseline justify-between gap-4">
              <Label id={sliderLabelId}>How valuable was this step? (1-10)</Label>
              <span className="font-semibold text-lg tabular-nums" aria-hidden="true">
                {rating}
              </span>
            </div>
            <Slider
              min={1}
              max={10}
              step={1}
              value={[rating]}
              onValueChange={(values) => {
                edited.current = true;
                setRating(clampRating(values[0] ?? DEFAULT_STEP_RATING));
              }}
              thumbProps={{
                "aria-labelledby": sliderLabelId,
                "aria-describedby": captionId,
                "aria-valuetext": `${rating}: ${caption}`,
              }}
            />
            <p id={captionId} className="text-center font-medium text-sm">
              {caption}
            </p>
          </div>

          <OfflineNotice>
            You're offline. Saving your step needs a connection; your words stay in this browser.
          </OfflineNotice>

          {signedIn ? (
            <DialogFooter>
              <Button
                type="button"
                onClick={() => void continueFlow()}
                disabled={busy}
                aria-disabled={busy}
              >
                {busy ? "Saving..." : "Continue"}
              </Button>
            </DialogFooter>
          ) : (
            <div className="grid gap-3">
              <p className="text-center text-muted-foreground text-sm">
                Please sign in to save and continue
              </p>
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy || authLoading}
                  onClick={() => void continueFlow("signin")}
                >
                  Sign In
                </Button>
                <Button
                  type="button"
                  disabled={busy || authLoading}
                  onClick={() => void continueFlow("signup")}
                >
                  Create Account
                </Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      </Dialog>
      {stepNumber < STEP_COUNT && (
        <LockedDialog
          stepNumber={stepNumber + 1}
          open={lockedOpen}
          onOpenChange={(next) => {
            if (!next) closeEverything();
            else setLockedOpen(true);
          }}
        />
      )}
    </>
  );
}
