import { type ReactNode, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { RESPONSE_TEXT_MAX } from "../../../../core/schemas";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { formResolver } from "../../../lib/schema-resolver";
import { cn } from "../../../lib/utils";
import {
  answersByPrompt,
  type CompletionFormInput,
  type CompletionFormValues,
  completionFormSchema,
} from "../lib/completion-form";

const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface CompletionSubmission {
  /** Answers keyed by the prompt text. */
  answers: Record<string, string>;
  rating: number;
}

export interface CompletionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prompts: readonly string[];
  onComplete: (submission: CompletionSubmission) => void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
}

/**
 * "Complete Your Upgrade": the upgrade's prompts and a 1-10 rating. What was
 * typed survives closing and reopening the dialog.
 */
export function CompletionDialog({
  open,
  onOpenChange,
  prompts,
  onComplete,
  trigger,
}: CompletionDialogProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompletionFormInput, unknown, CompletionFormValues>({
    resolver: formResolver(completionFormSchema),
    defaultValues: { answers: prompts.map(() => ""), rating: undefined },
  });

  const onSubmit = handleSubmit((values) => {
    onComplete({ answers: answersByPrompt(prompts, values.answers), rating: values.rating });
  });

  const ratingHintId = `${id}-rating-hint`;
  const ratingErrorId = `${id}-rating-error`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Complete Your Upgrade</DialogTitle>
          <DialogDescription>
            Share your experience and rate this awareness upgrade to continue your journey.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {prompts.map((prompt, index) => {
            const fieldId = `${id}-answer-${index}`;
            const error = errors.answers?.[index]?.message;
            return (
              <div key={prompt} className="grid gap-2">
                <Label htmlFor={fieldId} className="leading-snug">
                  {prompt}
                </Label>
                <Textarea
                  id={fieldId}
                  rows={3}
                  maxLength={RESPONSE_TEXT_MAX}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                  {...register(`answers.${index}`)}
                />
                {error && (
                  <p id={`${fieldId}-error`} className="font-medium text-destructive text-sm">
                    {error}
                  </p>
                )}
              </div>
            );
          })}

          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              // Native radios: Tab reaches the group, the arrow keys choose.
              <fieldset
                className="grid gap-2"
                aria-describedby={cn(ratingHintId, fieldState.error && ratingErrorId)}
              >
                <legend className="mb-1 font-medium text-foreground text-sm leading-none">
                  How would you rate this upgrade? (1-10)
                </legend>
                <p id={ratingHintId} className="text-muted-foreground text-xs">
                  1 is the lowest, 10 the highest.
                </p>
                <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
                  {RATINGS.map((rating) => (
                    <label
                      key={rating}
                      className={cn(
                        "flex h-10 cursor-pointer items-center justify-center rounded-md border border-input bg-background font-medium text-sm transition-colors hover:bg-muted",
                        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2",
                        "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground",
                        fieldState.error && "border-destructive",
                      )}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={field.name}
                        value={rating}
                        checked={field.value === rating}
                        onChange={() => field.onChange(rating)}
                        onBlur={field.onBlur}
                        ref={rating === 1 ? field.ref : undefined}
                        aria-invalid={fieldState.error ? true : undefined}
                      />
                      {rating}
                    </label>
                  ))}
                </div>
                {fieldState.error && (
                  <p id={ratingErrorId} className="font-medium text-destructive text-sm">
                    {fieldState.error.message}
                  </p>
                )}
              </fieldset>
            )}
          />

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              Complete Upgrade
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
