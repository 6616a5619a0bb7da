import { Save, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button";

/** Cancel and Save, fixed at the top of the page in build mode. */
export function BuildModeBar({
  editing,
  saving,
  onSave,
}: {
  editing: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
        <p className="font-semibold">{editing ? "Editing an upgrade" : "New upgrade"}</p>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/upgrades">
              <X aria-hidden="true" />
              Cancel
            </Link>
          </Button>
          <Button type="button" onClick={onSave} disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? "Saving..." : editing ? "Update Upgrade" : "Save Upgrade"}
          </Button>
        </div>
      </div>
    </header>
  );
}
