import { AdminSectionHeading } from "../components/admin-section-heading";

export function AdminUpgradesPage() {
  return <AdminSectionHeading title="Manage Upgrades" />;
}
