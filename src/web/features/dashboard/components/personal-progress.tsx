import { ChevronLeft, ChevronRight, Pencil } from "lucide-react";
import { useState } from "react";
import {
  formatAverage,
  latestAverage,
  totalAverage,
  versionsByStep,
} from "../../../../core/dashboard";
import { STEP_COUNT } from "../../../../core/unlock";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { ExperienceDto } from "../../../lib/social-steps/get-experiences";
import type { StepDto } from "../../../lib/social-steps/get-steps";
import { dashboardStepTitle } from "../lib/dashboard-view";
import { ProgressBar } from "./progress-bar";

export interface PersonalProgressProps {
  experiences: readonly ExperienceDto[];
  steps: readonly StepDto[];
  onEdit: (stepNumber: number) => void;
}

/** The Personal tab: completion, averages and the completed steps with their versions. */
export function PersonalProgress({ experiences, steps, onEdit }: PersonalProgressProps) {
  const byStep = versionsByStep(experiences);
  const completed = byStep.size;

  return (
    <div className="grid gap-8">
      <Card>
        <CardHeader>
          <CardTitle>Your Individual Progress</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium">Completion</span>
              <span className="font-semibold tabular-nums">
                {completed}/{STEP_COUNT} Steps
              </span>
            </div>
            <ProgressBar value={completed} max={STEP_COUNT} label="Your completion" />
          </div>
          <dl className="grid grid-cols-3 gap-3 text-center">
            <Tile label="Completed" value={String(completed)} />
            <Tile label="Latest Avg." value={formatAverage(latestAverage(experiences))} />
            <Tile label="Total Avg." value={formatAverage(totalAverage(experiences))} />
          </dl>
        </CardContent>
      </Card>

      <section aria-labelledby="completed-steps-heading" className="grid gap-4">
        <h2 id="completed-steps-heading" className="font-semibold text-xl tracking-tight">
          Your Completed Steps
        </h2>
        {completed === 0 ? (
          <p className="rounded-xl border border-border border-dashed p-6 text-center text-muted-foreground">
            You haven't completed any steps yet. Start your journey to see your progress here!
          </p>
        ) : (
          <ul className="grid gap-4">
            {[...byStep.entries()].map(([stepNumber, versions]) => (
              <li key={`${stepNumber}-${versions.length}`}>
                <CompletedStepCard
                  stepNumber={stepNumber}
                  versions={versions}
                  finalText={
                    steps.find((step) => step.stepNumber === stepNumber)?.content.finalText
                  }
                  onEdit={() => onEdit(stepNumber)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-lg bg-muted p-3">
      <dt className="text-muted-foreground text-xs sm:text-sm">{label}</dt>
      <dd className="font-bold text-2xl tabular-nums">{value}</dd>
    </div>
  );
}

interface CompletedStepCardProps {
  stepNumber: number;
  versions: readonly ExperienceDto[];
  finalText: string | undefined;
  onEdit: () => void;
}

function CompletedStepCard({ stepNumber, versions, finalText, onEdit }: CompletedStepCardProps) {
  const [index, setIndex] = useState(versions.length - 1);
  const version = versions[index] ?? versions.at(-1);
  if (!version) return null;
  const title = dashboardStepTitle(stepNumber);
  const isNewest = index === versions.length - 1;
  const headingId = `completed-step-${stepNumber}`;

  return (
    <Card aria-labelledby={headingId} role="group">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-2">
            <span className="w-fit rounded-full bg-primary px-2.5 py-0.5 font-semibold text-primary-foreground text-xs">
              Step {stepNumber}
            </span>
            <CardTitle as="h3" id={headingId} className="text-lg">
              {title}
            </CardTitle>
          </div>
          {isNewest && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={`Edit your experience of Step ${stepNumber}`}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </div>
        {finalText && <p className="text-muted-foreground text-sm leading-relaxed">{finalText}</p>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <blockquote className="whitespace-pre-wrap rounded-lg bg-muted p-4 text-sm leading-relaxed">
          {version.experienceText}
        </blockquote>
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <span>
            <span className="font-semibold">{version.rating}/10</span>
            <span className="text-muted-foreground">
              {" "}
              · {new Date(version.createdAt).toLocaleDateString()}
            </span>
          </span>
          {versions.length > 1 && (
            <div className="flex items-center gap-2">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={index === 0}
                onClick={() => setIndex((current) => Math.max(0, current - 1))}
                aria-label={`Older version of Step ${stepNumber}`}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <span className="tabular-nums" aria-live="polite">
                Version {index + 1} of {versions.length}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={isNewest}
                onClick={() => setIndex((current) => Math.min(versions.length - 1, current + 1))}
                aria-label={`Newer version of Step ${stepNumber}`}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
