import { PartyPopper } from "lucide-react";
import { collectiveCaption, highestUnlockedStep } from "../../../../core/dashboard";
import { STEP_COUNT } from "../../../../core/unlock";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../../components/ui/accordion";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type {
  CollectiveProgress as CollectiveProgressData,
  StepUnlockStatus,
} from "../../../lib/social-steps/get-collective-progress";
import type { StepDto } from "../../../lib/social-steps/get-steps";
import { cn } from "../../../lib/utils";
import { dashboardStepTitle } from "../lib/dashboard-view";
import { ProgressBar } from "./progress-bar";

export interface CollectiveProgressProps {
  progress: CollectiveProgressData;
  steps: readonly StepDto[];
}

/** The Collective tab: steps with experiences, the highest open step and the next locked one. */
export function CollectiveProgress({ progress, steps }: CollectiveProgressProps) {
  const highest = highestUnlockedStep(progress.steps);
  const highestStatus = progress.steps.find((status) => status.stepNumber === highest);
  const nextLocked = [...progress.steps]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .find((status) => !status.isUnlocked);
  const stepFor = (stepNumber: number) => steps.find((step) => step.stepNumber === stepNumber);

  return (
    <div className="grid gap-8">
      <Card>
        <CardHeader>
          <CardTitle>Our Collective Progress</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="font-semibold tabular-nums">
              Total So Far: {progress.stepsWithExperiences}/{STEP_COUNT} of us
            </span>
            <span className="text-muted-foreground">{collectiveCaption(highest)}</span>
          </div>
          <ProgressBar
            value={progress.stepsWithExperiences}
            max={STEP_COUNT}
            label="Collective progress"
          />
        </CardContent>
      </Card>

      {highestStatus && <StepStatusCard status={highestStatus} step={stepFor(highest)} unlocked />}

      {nextLocked ? (
        <StepStatusCard status={nextLocked} step={stepFor(nextLocked.stepNumber)} />
      ) : (
        <Card className="border-primary">
          <CardContent className="flex flex-col items-center gap-2 p-8 text-center">
            <PartyPopper aria-hidden="true" className="size-8 text-primary" />
            <h2 className="font-semibold text-xl">All Steps Unlocked!</h2>
            <p className="text-muted-foreground">
              Congratulations! The community has unlocked all 10 steps.
            </p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

interface StepStatusCardProps {
  status: StepUnlockStatus;
  step: StepDto | undefined;
  unlocked?: boolean;
}

function StepStatusCard({ status, step, unlocked = false }: StepStatusCardProps) {
  const headingId = `collective-step-${status.stepNumber}`;
  const summaries = step?.content.summaries ?? [];
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground text-xs">
            Step {status.stepNumber}
          </span>
          {unlocked ? (
            <span className="rounded-full bg-primary px-2.5 py-0.5 font-semibold text-primary-foreground text-xs">
              Unlocked
            </span>
          ) : (
            <span className="rounded-full border border-border px-2.5 py-0.5 font-semibold text-xs">
              Locked
            </span>
          )}
        </div>
        <CardTitle id={headingId} className="text-lg">
          {dashboardStepTitle(status.stepNumber)}
        </CardTitle>
        <p className="text-muted-foreground text-sm leading-relaxed">
          {step?.description ?? "This step is being prepared."}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!unlocked && (
          <div className="grid gap-2">
            <p className="text-sm">
              Progress to unlock:{" "}
              <span className="font-semibold tabular-nums">
                {status.currentUsers} / {status.requiredUsers}
              </span>{" "}
              participants
            </p>
            <ProgressBar
              value={status.currentUsers}
              max={status.requiredUsers}
              label={`Progress to unlock Step ${status.stepNumber}`}
            />
          </div>
        )}
        {summaries.length > 0 && (
          <Accordion type="multiple">
            {summaries.map((summary, index) => (
              <AccordionItem
                // biome-ignore lint/suspicious/noArrayIndexKey: summaries have no id and never reorder
                key={index}
                value={`summary-${index}`}
                className={cn(
                  summary.highlighted && "rounded-md border-l-4 border-l-primary bg-accent/40 px-3",
                )}
              >
                <AccordionTrigger>
                  {summary.title}
                  {summary.highlighted && <span className="sr-only"> (highlighted)</span>}
                </AccordionTrigger>
                <AccordionContent className="leading-relaxed">{summary.content}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </CardContent>
    </Card>
  );
}
