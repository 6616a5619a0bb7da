import { useParams } from "react-router";
import { AdminSectionHeading } from "../components/admin-section-heading";

/** `/admin/upgrades/new` and `/admin/upgrades/edit/:id`. */
export function AdminUpgradeFormPage() {
  const { id } = useParams();
  return <AdminSectionHeading title={id ? "Edit Upgrade" : "Create Upgrade"} />;
}
