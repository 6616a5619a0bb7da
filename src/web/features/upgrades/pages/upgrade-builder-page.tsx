import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { UpgradesPageHeading } from "../components/upgrades-page-heading";

/** `/upgrades/build?edit=…`: the chat builder in build mode. */
export function UpgradeBuilderPage() {
  useDocumentTitle("Chat Builder");

  return (
    <MainContent>
      <UpgradesPageHeading title="Chat Builder" />
    </MainContent>
  );
}
