import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StepsBanner } from "../components/steps-banner";
import { StepsPageHeading } from "../components/steps-page-heading";

export function StepsPage() {
  useDocumentTitle("10 Social Steps");

  return (
    <>
      <StepsBanner />
      <MainContent>
        <StepsPageHeading title="10 Social Steps" />
      </MainContent>
    </>
  );
}
