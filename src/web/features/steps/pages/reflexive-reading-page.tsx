import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { STEP_ONE_TITLE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { ReflexiveReadingSections } from "../../../components/reflexive-reading/reflexive-reading-sections";
import { StepOneForm } from "../../../components/reflexive-reading/step-one-form";
import { Button } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StepOneIntro } from "../components/step-one-intro";
import { StepsBanner } from "../components/steps-banner";
import { StepsPageHeading } from "../components/steps-page-heading";

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
          <StepOneForm />
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
