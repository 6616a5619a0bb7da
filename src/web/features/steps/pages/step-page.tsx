import { ArrowLeft } from "lucide-react";
import { lazy, memo, Suspense, useCallback, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { STEP_CATALOGUE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
// Part of the page's own chunk, not loaded on demand: Step 1 is the step every
// visitor can open, and its page is written ahead of time (decision 014).
import { ReflexiveReadingSections } from "../../../components/reflexive-reading/reflexive-reading-sections";
import { LazyLockedDialog } from "../../../components/social-steps/lazy-locked-dialog";
import { LazyStepExperienceDialog } from "../../../components/social-steps/lazy-step-experience-dialog";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useStep } from "../../../lib/social-steps/get-step";
import { useStepUnlock } from "../../../lib/social-steps/get-step-unlock";
import { useSteps } from "../../../lib/social-steps/get-steps";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { GenericStepContent } from "../components/generic-step-content";
import { StepOneIntro } from "../components/step-one-intro";
import { STEP_THREE_TITLE } from "../components/step-three-content-title";
import { StepTwoTemplate } from "../components/step-two-template";
import { StepsBanner } from "../components/steps-banner";
import { StepsPageHeading } from "../components/steps-page-heading";

const StepThreeContent = lazy(async () => ({
  default: (await import("../components/step-three-content")).StepThreeContent,
}));

function ContentLoading() {
  return <Spinner label="Loading the step..." className="py-16" />;
}

/** The step's title: the published row's where there is one, else the catalogue's. */
function useStepTitle(stepNumber: number): string {
  const { data } = useSteps();
  const published = data?.find((step) => step.stepNumber === stepNumber)?.title;
  const catalogue = STEP_CATALOGUE[stepNumber - 1]?.title ?? "";
  return published?.trim() ? published : catalogue;
}

/** `/steps/:n` for n 1-10 (the router answers 404 for any other n). */
export function StepPage() {
  const { n } = useParams();
  const stepNumber = Number(n);
  // A fresh page per step, so moving between steps resets dialogs and checks.
  return <StepPageBody key={stepNumber} stepNumber={stepNumber} />;
}

function StepPageBody({ stepNumber }: { stepNumber: number }) {
  const navigate = useNavigate();
  const stepTitle = useStepTitle(stepNumber);
  const pageTitle = stepNumber === 3 ? STEP_THREE_TITLE : stepTitle;
  const heading = `Step ${stepNumber}: ${pageTitle}`;
  useDocumentTitle(
    heading,
    `${heading}, one of the 10 Social Steps that open through collective participation.`,
  );

  // Step 1 is always open (ARCHITECTURE reading 2); the server decides the others.
  const unlock = useStepUnlock(stepNumber, { enabled: stepNumber > 1 });
  const isOpen = stepNumber === 1 || unlock.data?.isUnlocked === true;
  const isLocked = stepNumber > 1 && unlock.data !== undefined && !unlock.data.isUnlocked;

  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = useCallback(() => setDialogOpen(true), []);

  return (
    <>
      <StepsBanner />
      <MainContent>
        <StepsPageHeading title={heading} />
        {isOpen ? (
          <StepContent stepNumber={stepNumber} onContinue={openDialog} />
        ) : isLocked ? (
          <div className="mx-auto max-w-xl px-4 pb-20 text-center">
            <p className="text-lg text-muted-foreground">
              This step opens once enough of us have completed the step before it.
            </p>
            <Button asChild variant="outline" className="mt-6">
              <Link to="/steps">
                <ArrowLeft aria-hidden="true" />
                Return to Overview
              </Link>
            </Button>
          </div>
        ) : (
          <ContentLoading />
        )}
      </MainContent>
      {isOpen && (
        <LazyStepExperienceDialog
          stepNumber={stepNumber}
          title={pageTitle}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
      <LazyLockedDialog
        stepNumber={stepNumber}
        open={isLocked}
        onOpenChange={(open) => {
          if (!open) navigate("/steps");
        }}
      />
    </>
  );
}

/*
 * Memoised: the page above re-renders as its queries (titles, unlock state)
 * arrive, and the step's long text need not be rendered again each time.
 */
const StepContent = memo(function StepContent({
  stepNumber,
  onContinue,
}: {
  stepNumber: number;
  onContinue: () => void;
}) {
  if (stepNumber === 1) {
    return (
      <>
        <StepOneIntro />
        <ReflexiveReadingSections
          onContinue={onContinue}
          continueHint="Share your experience of this step and rate it to move on."
        />
        <div className="flex justify-center px-4 pb-20">
          <Button asChild variant="outline">
            <Link to="/steps">
              <ArrowLeft aria-hidden="true" />
              Return to Overview
            </Link>
          </Button>
        </div>
      </>
    );
  }
  if (stepNumber === 2) return <StepTwoTemplate onContinue={onContinue} />;
  if (stepNumber === 3) {
    // Only Step 3's content loads on demand; the others are part of this chunk.
    return (
      <Suspense fallback={<ContentLoading />}>
        <StepThreeContent mode="complete" onComplete={onContinue} />
      </Suspense>
    );
  }
  return <GenericStep stepNumber={stepNumber} onContinue={onContinue} />;
});

function GenericStep({ stepNumber, onContinue }: { stepNumber: number; onContinue: () => void }) {
  const step = useStep(stepNumber);
  if (step.isPending) return <ContentLoading />;
  if (step.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 pb-20 text-center text-lg">
        Could not load this step. Please try again.
      </p>
    );
  }
  return <GenericStepContent step={step.data} onContinue={onContinue} />;
}
