import { type CatalogueUpgrade, UPGRADE_CATALOGUE } from "../../../../core/catalogue";

/** Spec section 3: an upgrade id the catalogue does not know is shown as "Unknown Upgrade". */
export const UNKNOWN_UPGRADE_TITLE = "Unknown Upgrade";

export function catalogueUpgrade(upgradeId: string): CatalogueUpgrade | undefined {
  return UPGRADE_CATALOGUE.find((upgrade) => upgrade.id === upgradeId);
}

export function catalogueTitle(upgradeId: string): string {
  return catalogueUpgrade(upgradeId)?.title ?? UNKNOWN_UPGRADE_TITLE;
}

/** "individual" → "Individual", for category badges. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
