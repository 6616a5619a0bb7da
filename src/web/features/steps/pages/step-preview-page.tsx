import { STEP_CATALOGUE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StepsPageHeading } from "../components/steps-page-heading";

function StepPreview({ stepNumber }: { stepNumber: number }) {
  const step = STEP_CATALOGUE[stepNumber - 1];
  const title = `Step ${stepNumber}: ${step?.title ?? ""} (Preview)`;
  useDocumentTitle(title);

  return (
    <MainContent>
      <StepsPageHeading title={title} />
    </MainContent>
  );
}

/** `/steps/2/preview`: the sandpit view of step 2. */
export function StepTwoPreviewPage() {
  return <StepPreview stepNumber={2} />;
}

/** `/steps/3/preview`: the sandpit view of step 3. */
export function StepThreePreviewPage() {
  return <StepPreview stepNumber={3} />;
}
