import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StepsPageHeading } from "../components/steps-page-heading";

/** `/steps/build?id=…`: the admin's chat builder for a step. */
export function StepBuilderPage() {
  useDocumentTitle("Step Builder");

  return (
    <MainContent>
      <StepsPageHeading title="Step Builder" />
    </MainContent>
  );
}
