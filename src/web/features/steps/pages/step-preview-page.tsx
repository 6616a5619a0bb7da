import { lazy, Suspense } from "react";
import { STEP_CATALOGUE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { STEP_THREE_TITLE } from "../components/step-three-content-title";
import { StepTwoTemplate } from "../components/step-two-template";
import { StepsBanner } from "../components/steps-banner";
import { StepsPageHeading } from "../components/steps-page-heading";

const StepThreeContent = lazy(async () => ({
  default: (await import("../components/step-three-content")).StepThreeContent,
}));

function PreviewNote() {
  return (
    <p className="mt-4 text-muted-foreground">
      Preview: nothing on this page is saved, and its buttons do not move you on.
    </p>
  );
}

/** `/steps/2/preview`: the Step 2 template with Continue turned off. */
export function StepTwoPreviewPage() {
  const title = `Step 2: ${STEP_CATALOGUE[1]?.title ?? ""} (Preview)`;
  useDocumentTitle(title, `A preview of ${title} from the 10 Social Steps.`);

  return (
    <>
      <StepsBanner />
      <MainContent>
        <StepsPageHeading title={title}>
          <PreviewNote />
        </StepsPageHeading>
        <StepTwoTemplate />
      </MainContent>
    </>
  );
}

/** `/steps/3/preview`: the Step 3 content, ending in a "Continue to Step 4" that does nothing. */
export function StepThreePreviewPage() {
  const title = `Step 3: ${STEP_THREE_TITLE} (Preview)`;
  useDocumentTitle(title, `A preview of ${title} from the 10 Social Steps.`);

  return (
    <>
      <StepsBanner />
      <MainContent>
        <StepsPageHeading title={title}>
          <PreviewNote />
        </StepsPageHeading>
        <Suspense fallback={<Spinner label="Loading the step..." className="py-16" />}>
          <StepThreeContent mode="preview" />
        </Suspense>
      </MainContent>
    </>
  );
}
