import { useParams } from "react-router";
import { UPGRADE_CATALOGUE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { UpgradesPageHeading } from "../components/upgrades-page-heading";

/** `/upgrades/:upgradeId`: one upgrade. */
export function UpgradePage() {
  const { upgradeId } = useParams();
  const index = UPGRADE_CATALOGUE.findIndex((upgrade) => upgrade.id === upgradeId);
  const upgrade = UPGRADE_CATALOGUE[index];
  const title = upgrade ? `Upgrade ${index + 1}: ${upgrade.title}` : "Unknown Upgrade";
  useDocumentTitle(title);

  return (
    <MainContent>
      <UpgradesPageHeading title={title} />
    </MainContent>
  );
}
