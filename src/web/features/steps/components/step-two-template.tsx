import { ArrowRight } from "lucide-react";
import { Button } from "../../../components/ui/button";

export interface StepTwoTemplateProps {
  /** Opens the completion dialog; without it (the preview) Continue is disabled. */
  onContinue?: () => void;
}

/** Step 2: a template page with placeholder text while its content is written. */
export function StepTwoTemplate({ onContinue }: StepTwoTemplateProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 pb-20">
      <section
        aria-labelledby="step-2-template-heading"
        className="rounded-xl border border-border border-dashed bg-muted/40 p-6 sm:p-8"
      >
        <h2 id="step-2-template-heading" className="font-semibold text-xl tracking-tight">
          Step content goes here
        </h2>
        <div className="mt-4 grid gap-4 text-muted-foreground leading-relaxed">
          <p>
            This page is the template for Step 2. The reflections, practices and quotes for this
            step will fill this space once they are written.
          </p>
          <p>
            In the meantime, take a few minutes with the question this step will explore: after
            reading on your own in Step 1, who is one person you could share that awareness with,
            and what would you say first?
          </p>
        </div>
      </section>
      <div className="flex flex-col items-center gap-2 text-center">
        <Button
          type="button"
          size="lg"
          onClick={onContinue}
          disabled={!onContinue}
          aria-describedby={onContinue ? undefined : "step-2-preview-note"}
        >
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
        {!onContinue && (
          <p id="step-2-preview-note" className="text-muted-foreground text-sm">
            This is a preview, so Continue is turned off.
          </p>
        )}
      </div>
    </div>
  );
}
