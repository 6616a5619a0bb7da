import { useParams } from "react-router";
import { STEP_CATALOGUE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StepsBanner } from "../components/steps-banner";
import { StepsPageHeading } from "../components/steps-page-heading";

/** `/steps/:n` for n 1-10 (the router answers 404 for any other n). */
export function StepPage() {
  const { n } = useParams();
  const step = STEP_CATALOGUE.find((entry) => String(entry.stepNumber) === n);
  const title = step ? `Step ${step.stepNumber}: ${step.title}` : "Step";
  useDocumentTitle(title);

  return (
    <>
      <StepsBanner />
      <MainContent>
        <StepsPageHeading title={title} />
      </MainContent>
    </>
  );
}
