import { ArrowRight, Star } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { StepDto } from "../../../lib/social-steps/get-steps";
import { cn } from "../../../lib/utils";

/**
 * Steps 4-10 (ARCHITECTURE reading 8): the page is built from the step's
 * published row; `step === null` means it is not published yet.
 */
export function GenericStepContent({
  step,
  onContinue,
}: {
  step: StepDto | null;
  onContinue: () => void;
}) {
  if (!step) {
    return (
      <div className="mx-auto max-w-2xl px-4 pb-20 text-center">
        <p className="rounded-xl border border-border border-dashed bg-muted/40 p-8 text-lg">
          This step is being prepared.
        </p>
        <p className="mt-4 text-muted-foreground">
          Its content is still being written. Come back soon, and meanwhile revisit the steps you
          have already taken.
        </p>
      </div>
    );
  }

  const { content } = step;
  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 pb-20">
      {(content.heroTitle || content.heroDescription) && (
        <section aria-labelledby="step-hero-heading" className="text-center">
          <h2 id="step-hero-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
            {content.heroTitle || step.title}
          </h2>
          {content.heroDescription && (
            <p className="mt-4 text-lg text-muted-foreground leading-relaxed">
              {content.heroDescription}
            </p>
          )}
        </section>
      )}

      <p className="whitespace-pre-line text-lg leading-relaxed">{step.description}</p>

      {content.summaries.length > 0 && (
        <section aria-labelledby="step-summaries-heading">
          <h2 id="step-summaries-heading" className="font-semibold text-xl tracking-tight">
            In this step
          </h2>
          <ul className="mt-4 grid gap-4">
            {content.summaries.map((summary) => (
              <li
                key={`${summary.title}-${summary.content}`}
                className={cn(
                  "rounded-xl border p-5",
                  summary.highlighted ? "border-primary bg-accent" : "border-border bg-card",
                )}
              >
                <h3 className="flex items-center gap-2 font-semibold">
                  {summary.highlighted && <Star aria-hidden="true" className="size-4" />}
                  {summary.title}
                  {summary.highlighted && <span className="sr-only"> (highlighted)</span>}
                </h3>
                <p className="mt-2 whitespace-pre-line leading-relaxed">{summary.content}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {content.finalText && content.finalText !== step.description && (
        <p className="whitespace-pre-line text-lg leading-relaxed">{content.finalText}</p>
      )}

      <div className="flex justify-center">
        <Button type="button" size="lg" onClick={onContinue}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
