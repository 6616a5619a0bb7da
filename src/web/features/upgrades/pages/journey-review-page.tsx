import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { UpgradesPageHeading } from "../components/upgrades-page-heading";

/** `/upgrades/review`: the review of the visitor's awareness journey. */
export function JourneyReviewPage() {
  useDocumentTitle("Your Journey Review");

  return (
    <MainContent>
      <UpgradesPageHeading title="Your Journey Review" />
    </MainContent>
  );
}
