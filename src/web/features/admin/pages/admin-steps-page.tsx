import { AdminSectionHeading } from "../components/admin-section-heading";

export function AdminStepsPage() {
  return <AdminSectionHeading title="Manage Steps" />;
}
