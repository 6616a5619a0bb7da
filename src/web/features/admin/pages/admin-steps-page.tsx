import { ExternalLink, Eye, MessageSquare, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { STEP_CATALOGUE } from "../../../../core/catalogue";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { type AdminStep, useAdminSteps } from "../../../lib/admin/get-admin-steps";
import { useSetStepPublished } from "../../../lib/admin/set-step-published";
import { toast } from "../../../lib/toast";
import { useToastOnce } from "../../../lib/use-toast-once";
import { cn } from "../../../lib/utils";
import { AdminListHeader } from "../components/admin-list-header";
import { PublishSwitch } from "../components/publish-switch";
import { stepEditPath, stepHasPage, stepPreviewPath } from "../lib/step-pages";

/** `/admin/steps`: which step pages exist, how to make the missing ones, and every step row. */
export function AdminStepsPage() {
  const steps = useAdminSteps();
  const failed = steps.isError && steps.data === undefined;
  useToastOnce(failed, () => toast.error("Failed to fetch step data"));

  return (
    <div className="grid gap-8">
      <AdminListHeader title="Manage Steps" formPath="/admin/steps/new" chatPath="/steps/build" />

      {steps.isPending ? (
        <Spinner label="Loading steps..." className="py-16" />
      ) : failed ? (
        <p role="alert" className="rounded-xl border border-border p-8 text-center">
          Failed to fetch step data
        </p>
      ) : (
        <>
          <section aria-labelledby="step-pages-heading" className="grid gap-4">
            <h3 id="step-pages-heading" className="font-semibold text-xl">
              Step Pages
            </h3>
            <ul className="grid gap-4 md:grid-cols-2">
              {STEP_CATALOGUE.map((step) => (
                <li key={step.stepNumber}>
                  <StepPageCard
                    stepNumber={step.stepNumber}
                    title={step.title}
                    hasPage={stepHasPage(step.stepNumber, steps.data)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <StepRows steps={steps.data} />
        </>
      )}
    </div>
  );
}

function StepPageCard({
  stepNumber,
  title,
  hasPage,
}: {
  stepNumber: number;
  title: string;
  hasPage: boolean;
}) {
  const name = `Step ${stepNumber}: ${title}`;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold leading-tight">{name}</h4>
        <span
          className={cn(
            "shrink-0 rounded-full px-2.5 py-0.5 font-medium text-xs",
            hasPage ? "bg-success text-primary-foreground" : "bg-muted text-muted-foreground",
          )}
        >
          {hasPage ? "Files Exist" : "Not Created"}
        </span>
      </div>
      {hasPage ? (
        <div className="mt-auto flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={stepPreviewPath(stepNumber)}>
              <Eye aria-hidden="true" />
              Preview (Sandpit)<span className="sr-only"> of step {stepNumber}</span>
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={`/steps/${stepNumber}`}>
              <ExternalLink aria-hidden="true" />
              Public Page<span className="sr-only"> of step {stepNumber}</span>
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm leading-relaxed">
            Step {stepNumber} has no page yet. Write its content with the step form or the chat
            builder, then publish the row below: /steps/{stepNumber} shows it from then on.
          </p>
          <div className="mt-auto flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/steps/new?stepNumber=${stepNumber}`}>
                <Plus aria-hidden="true" />
                Create with Form<span className="sr-only"> for step {stepNumber}</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to={`/steps/build?stepNumber=${stepNumber}`}>
                <MessageSquare aria-hidden="true" />
                Create with Chat Builder<span className="sr-only"> for step {stepNumber}</span>
              </Link>
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

function StepRows({ steps }: { steps: AdminStep[] }) {
  return (
    <section aria-labelledby="step-rows-heading" className="grid gap-4">
      <h3 id="step-rows-heading" className="font-semibold text-xl">
        Step Content
      </h3>
      {steps.length === 0 ? (
        <p className="text-muted-foreground">No step content yet.</p>
      ) : (
        <ul className="grid gap-3">
          {steps.map((step) => (
            <li key={step.id}>
              <StepRow step={step} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StepRow({ step }: { step: AdminStep }) {
  const publish = useSetStepPublished();
  const setPublished = (isPublished: boolean) => {
    publish.mutate(
      { id: step.id, isPublished },
      {
        onSuccess: () => toast.success(isPublished ? "Step published" : "Step unpublished"),
        onError: () => toast.error("Failed to update publish status"),
      },
    );
  };
  const shownPublished = publish.isPending
    ? (publish.variables?.isPublished ?? step.isPublished)
    : step.isPublished;

  return (
    <Card className="flex flex-wrap items-center gap-4 p-4">
      <div className="min-w-48 flex-1">
        <p className="font-medium">
          <span className="text-muted-foreground">Step {step.stepNumber} · </span>
          {step.title}
        </p>
        <p className="text-muted-foreground text-sm">
          ID {step.id} · Order: {step.displayOrder} ·{" "}
          {step.creationMethod === "chat" ? "chat builder" : "form"}
        </p>
      </div>
      <PublishSwitch
        itemTitle={`step ${step.stepNumber}: ${step.title}`}
        isPublished={shownPublished}
        pending={publish.isPending}
        onChange={setPublished}
      />
      <Button asChild variant="outline" size="sm">
        <Link to={stepEditPath(step)}>
          <Pencil aria-hidden="true" />
          Edit
          <span className="sr-only">
            {" "}
            step {step.stepNumber}: {step.title}
          </span>
        </Link>
      </Button>
    </Card>
  );
}
