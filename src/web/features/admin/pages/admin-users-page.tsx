import { AdminSectionHeading } from "../components/admin-section-heading";

export function AdminUsersPage() {
  return <AdminSectionHeading title="Manage Users" />;
}
