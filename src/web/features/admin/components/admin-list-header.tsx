import { MessageSquare, SquarePen } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { AdminSectionHeading } from "./admin-section-heading";

/** A list screen's heading with its two ways to create: the form and the chat builder. */
export function AdminListHeader({
  title,
  formPath,
  chatPath,
}: {
  title: string;
  formPath: string;
  chatPath: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <AdminSectionHeading title={title} />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={formPath}>
            <SquarePen aria-hidden="true" />
            Form Editor
          </Link>
        </Button>
        <Button asChild>
          <Link to={chatPath}>
            <MessageSquare aria-hidden="true" />
            Chat Builder
          </Link>
        </Button>
      </div>
    </div>
  );
}
