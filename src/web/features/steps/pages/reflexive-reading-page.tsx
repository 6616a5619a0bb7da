import { STEP_ONE_TITLE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StepsPageHeading } from "../components/steps-page-heading";

/** `/reflexive-reading`: the Step 1 content, for preview. */
export function ReflexiveReadingPage() {
  useDocumentTitle(STEP_ONE_TITLE);

  return (
    <MainContent>
      <StepsPageHeading title={STEP_ONE_TITLE} />
    </MainContent>
  );
}
