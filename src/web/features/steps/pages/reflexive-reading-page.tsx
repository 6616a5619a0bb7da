import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { STEP_ONE_TITLE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { ReflexiveReadingSections } from "../../../components/reflexive-reading/reflexive-reading-sections";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StepOneIntro } from "../components/step-one-intro";
import { StepsBanner } from "../components/steps-banner";
import { StepsPageHeading } from "../components/steps-page-heading";

// The form sits below the seven sections: it loads after the page renders.
const StepOneForm = lazy(async () => ({
  default: (await import("../../../components/reflexive-reading/step-one-form")).StepOneForm,
}));

/** `/reflexive-reading`: the Step 1 content, for preview. */
export function ReflexiveReadingPage() {
  useDocumentTitle(
    STEP_ONE_TITLE,
    "Reflexive Reading: notice that you share this moment of reading with everyone who has ever read these words.",
  );

  return (
    <>
      <StepsBanner />
      <MainContent>
        <StepsPageHeading title={STEP_ONE_TITLE} />
        <StepOneIntro />
        <ReflexiveReadingSections continueHint="This is the preview of Step 1. Open Step 1 to share your experience and move on." />
        {/* The Step 1 inline form, without onComplete (ARCHITECTURE reading 11). */}
        <div className="mx-auto max-w-3xl px-4 pb-12">
          <Suspense fallback={<Spinner label="Loading the form..." className="min-h-64" />}>
            <StepOneForm />
          </Suspense>
        </div>
        <div className="flex justify-center px-4 pb-20">
          <Button asChild variant="outline">
            <Link to="/steps">
              <ArrowLeft aria-hidden="true" />
              Return to Overview
            </Link>
          </Button>
        </div>
      </MainContent>
    </>
  );
}
