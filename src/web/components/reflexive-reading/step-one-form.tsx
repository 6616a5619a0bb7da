import { useEffect, useId, useRef, useState } from "react";
import { stepOneSavedLabel } from "../../../core/format";
import { readStepData, writeStepData } from "../../lib/social-steps/step-records";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Label } from "../ui/label";
import { Slider } from "../ui/slider";
import { Textarea } from "../ui/textarea";

const STEP_NUMBER = 1;
const DEFAULT_RATING = 5;
/** Autosave waits this long after the last change; "Saving..." then shows this long (spec 9). */
const AUTOSAVE_DELAY_MS = 1000;
const SAVING_INDICATOR_MS = 500;

/** What the form holds when Continue is pressed. */
export interface StepOneEntry {
  experience: string;
  /** 0-10 (spec section 5 "Step 1 form"). */
  rating: number;
}

export interface StepOneFormProps {
  /** Given on the first upgrade's page: completes the upgrade and moves on. */
  onComplete?: (entry: StepOneEntry) => void;
}

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

/**
 * The Step 1 inline form (spec section 2 "Step 1 inline form", section 4
 * "Step 1 form"): a written experience and a 0-10 rating kept in this browser
 * (`step_1_data`), saved automatically 1 s after a change.
 */
export function StepOneForm({ onComplete }: StepOneFormProps) {
  const id = useId();
  const [initial] = useState(() => readStepData(STEP_NUMBER));
  const [experience, setExperience] = useState(initial?.experience ?? "");
  const [rating, setRating] = useState(initial?.rating ?? DEFAULT_RATING);
  const [savedAt, setSavedAt] = useState<number | null>(initial?.timestamp ?? null);
  const [saving, setSaving] = useState(false);
  const edited = useRef(false);
  const savingTimer = useRef<number | undefined>(undefined);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const now = useNow(savedAt !== null);

  const save = (): boolean => {
    const timestamp = Date.now();
    const ok = writeStepData({ stepNumber: STEP_NUMBER, experience, rating, timestamp });
    if (ok) setSavedAt(timestamp);
    return ok;
  };

  // Autosave 1 s after a change, when there is something written.
  useEffect(() => {
    if (!edited.current || experience.trim() === "") return;
    const timer = window.setTimeout(() => {
      setSaving(true);
      const timestamp = Date.now();
      writeStepData({ stepNumber: STEP_NUMBER, experience, rating, timestamp });
      window.clearTimeout(savingTimer.current);
      savingTimer.current = window.setTimeout(() => {
        setSaving(false);
        setSavedAt(timestamp);
      }, SAVING_INDICATOR_MS);
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [experience, rating]);

  useEffect(() => () => window.clearTimeout(savingTimer.current), []);

  const saveNow = () => {
    if (save()) {
      toast.success("Saved!", {
        description: "Your Step 1 experience has been saved to your browser.",
      });
    }
  };

  const complete = () => {
    if (experience.trim() === "") {
      textareaRef.current?.focus();
      toast.error("Please complete the form", {
        description: "Please share your experience before continuing.",
      });
      return;
    }
    save();
    if (onComplete) {
      toast.success("Upgrade Complete!", {
        description: "Your experience has been saved. Continuing your journey...",
      });
      onComplete({ experience: experience.trim(), rating });
    } else {
      toast.success("Step Complete!", {
        description: "Your experience has been saved. Ready for the next step!",
      });
    }
  };

  const textId = `${id}-experience`;
  const ratingLabelId = `${id}-rating`;
  const statusLabel = saving
    ? "Saving..."
    : savedAt !== null
      ? stepOneSavedLabel(savedAt, now)
      : "";

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mx-auto grid max-w-3xl gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="grid gap-2">
        <h2 id={`${id}-heading`} className="font-bold text-2xl tracking-tight">
          Your Experience
        </h2>
        <p className="text-muted-foreground">
          Before moving on, write about your experience and evaluate 0 to 10. Your responses are
          saved automatically in your browser.
        </p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={textId}>Your Experience of Step 1</Label>
        <Textarea
          ref={textareaRef}
          id={textId}
          rows={6}
          value={experience}
          onChange={(event) => {
            edited.current = true;
            setExperience(event.target.value);
          }}
        />
        <p className="min-h-5 text-muted-foreground text-xs">{statusLabel}</p>
      </div>

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <Label id={ratingLabelId}>Your rating (0-10)</Label>
          <span className="font-semibold text-lg tabular-nums" aria-hidden="true">
            {rating}
          </span>
        </div>
        <Slider
          min={0}
          max={10}
          step={1}
          value={[rating]}
          onValueChange={(values) => {
            edited.current = true;
            setRating(values[0] ?? DEFAULT_RATING);
          }}
          thumbProps={{ "aria-labelledby": ratingLabelId }}
        />
        <div aria-hidden="true" className="flex justify-between text-muted-foreground text-xs">
          <span>0</span>
          <span>5</span>
          <span>10</span>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={saveNow}>
          Save Now
        </Button>
        <Button type="button" variant="secondary" onClick={saveNow}>
          Save Draft
        </Button>
        <Button type="button" onClick={complete} disabled={experience.trim() === ""}>
          Continue
        </Button>
      </div>
    </section>
  );
}
