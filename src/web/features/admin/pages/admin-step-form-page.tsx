import { useParams } from "react-router";
import { AdminSectionHeading } from "../components/admin-section-heading";

/** `/admin/steps/new` and `/admin/steps/edit/:id`. */
export function AdminStepFormPage() {
  const { id } = useParams();
  return <AdminSectionHeading title={id ? "Edit Step" : "Create Step"} />;
}
