import { Eye, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { type AdminUpgrade, useAdminUpgrades } from "../../../lib/admin/get-admin-upgrades";
import { useSetUpgradePublished } from "../../../lib/admin/set-upgrade-published";
import { toast } from "../../../lib/toast";
import { useToastOnce } from "../../../lib/use-toast-once";
import { AdminListHeader } from "../components/admin-list-header";
import { PublishSwitch } from "../components/publish-switch";

const CATEGORY_LABELS: Record<AdminUpgrade["category"], string> = {
  individual: "Individual",
  relational: "Relational",
  social: "Social",
};

/** Chat-made upgrades reopen in the chat builder; the others in the form. */
export function upgradeEditPath(upgrade: Pick<AdminUpgrade, "id" | "creationMethod">): string {
  return upgrade.creationMethod === "chat"
    ? `/upgrades/build?edit=${encodeURIComponent(upgrade.id)}`
    : `/admin/upgrades/edit/${encodeURIComponent(upgrade.id)}`;
}

/** `/admin/upgrades`: every upgrade, drafts included, with publish switches. */
export function AdminUpgradesPage() {
  const upgrades = useAdminUpgrades();
  const failed = upgrades.isError && upgrades.data === undefined;
  useToastOnce(failed, () => toast.error("Failed to load upgrades"));

  return (
    <div className="grid gap-6">
      <AdminListHeader
        title="Manage Upgrades"
        formPath="/admin/upgrades/new"
        chatPath="/upgrades/build"
      />

      {upgrades.isPending ? (
        <Spinner label="Loading upgrades..." className="py-16" />
      ) : failed ? (
        <p role="alert" className="rounded-xl border border-border p-8 text-center">
          Failed to load upgrades
        </p>
      ) : upgrades.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Upgrades">
          {upgrades.data.map((upgrade) => (
            <li key={upgrade.id}>
              <UpgradeCard upgrade={upgrade} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="rounded-xl border border-border border-dashed p-10 text-center">
      <p className="font-medium text-lg">No upgrades found</p>
      <Button asChild className="mt-4">
        <Link to="/admin/upgrades/new">
          <Plus aria-hidden="true" />
          Create Your First Upgrade
        </Link>
      </Button>
    </div>
  );
}

function UpgradeCard({ upgrade }: { upgrade: AdminUpgrade }) {
  const publish = useSetUpgradePublished();

  const setPublished = (isPublished: boolean) => {
    publish.mutate(
      { id: upgrade.id, isPublished },
      {
        onSuccess: () => toast.success(isPublished ? "Upgrade published" : "Upgrade unpublished"),
        onError: () => toast.error("Failed to update publish status"),
      },
    );
  };

  // While the switch's request runs it shows where it is going.
  const shownPublished = publish.isPending
    ? (publish.variables?.isPublished ?? upgrade.isPublished)
    : upgrade.isPublished;

  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-lg leading-tight">{upgrade.title}</h3>
        <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground text-xs">
          {CATEGORY_LABELS[upgrade.category] ?? upgrade.category}
        </span>
      </div>
      <p className="text-muted-foreground text-sm">
        Order: {upgrade.displayOrder}
        {upgrade.creationMethod === "chat" && <span> · Made with the chat builder</span>}
      </p>
      <p className="flex-1 text-sm leading-relaxed">{upgrade.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3">
        <PublishSwitch
          itemTitle={upgrade.title}
          isPublished={shownPublished}
          pending={publish.isPending}
          onChange={setPublished}
        />
        <div className="flex gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={`/upgrades/${encodeURIComponent(upgrade.id)}`}>
              <Eye aria-hidden="true" />
              Preview<span className="sr-only"> {upgrade.title}</span>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={upgradeEditPath(upgrade)}>
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> {upgrade.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
