import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { UpgradesPageHeading } from "../components/upgrades-page-heading";

export function UpgradesPage() {
  useDocumentTitle("10 Awareness Upgrades");

  return (
    <MainContent>
      <UpgradesPageHeading title="10 Awareness Upgrades" />
    </MainContent>
  );
}
