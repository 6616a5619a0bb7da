import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { Spinner } from "../../../components/ui/spinner";
import { useAdminUpgrade } from "../../../lib/admin/get-admin-upgrade";
import { type AdminUpgrade, useAdminUpgrades } from "../../../lib/admin/get-admin-upgrades";
import { useSaveBuiltUpgrade } from "../../../lib/admin/save-built-upgrade";
import { useAdminOnly } from "../../../lib/admin/use-admin-only";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useToastOnce } from "../../../lib/use-toast-once";
import { BuildModeBar } from "../components/builder/build-mode-bar";
import { BuildModePreview } from "../components/builder/build-mode-preview";
import { BuilderChatPanel } from "../components/builder/builder-chat-panel";
import {
  answer,
  answersFrom,
  type BuilderState,
  builtUpgrade,
  cancelRevision,
  initialBuilderState,
  newUpgradeId,
  nextDisplayOrder,
  revise,
  skip,
} from "../lib/builder-chat";

/** `/upgrades/build` and `/upgrades/build?edit={id}`: the upgrade page in build mode beside the chat builder. */
export function UpgradeBuilderPage() {
  useDocumentTitle("Chat Builder");
  const access = useAdminOnly();
  const [search] = useSearchParams();
  const editId = search.get("edit") || undefined;

  if (access !== "allowed") {
    return (
      <MainContent>
        <Spinner label="Loading..." className="min-h-[50vh]" />
      </MainContent>
    );
  }
  return <BuilderLoader key={editId ?? "new"} editId={editId} />;
}

/** In build mode the upgrade loads only when `edit` is given (spec section 4). */
function BuilderLoader({ editId }: { editId: string | undefined }) {
  const navigate = useNavigate();
  const list = useAdminUpgrades();
  const edited = useAdminUpgrade(editId);
  const loadFailed = Boolean(editId) && edited.isError;
  useToastOnce(loadFailed, () => {
    toast.error("Error", { description: "Could not load upgrade for editing" });
    navigate("/admin/upgrades", { replace: true });
  });

  if (list.isPending || (editId && edited.isPending) || loadFailed) {
    return (
      <MainContent>
        <Spinner label="Loading upgrade..." className="min-h-[50vh]" />
      </MainContent>
    );
  }
  return <Builder upgrades={list.data ?? []} edited={editId ? edited.data : undefined} />;
}

function Builder({
  upgrades,
  edited,
}: {
  upgrades: AdminUpgrade[];
  edited: AdminUpgrade | undefined;
}) {
  const navigate = useNavigate();
  const save = useSaveBuiltUpgrade();
  const [state, setState] = useState<BuilderState>(() =>
    initialBuilderState(edited ? answersFrom(edited) : {}),
  );

  const onSave = async () => {
    const id =
      edited?.id ??
      newUpgradeId(state.answers.title ?? "", new Set(upgrades.map((upgrade) => upgrade.id)));
    const input = builtUpgrade(state.answers, {
      id,
      displayOrder: edited?.displayOrder ?? nextDisplayOrder(upgrades.map((u) => u.displayOrder)),
      moment: edited?.content.moment,
    });
    if (!input) {
      toast.error("No content to save", {
        description: "Please create your upgrade content first",
      });
      return;
    }
    try {
      await save.mutateAsync(input);
    } catch (error) {
      console.error("Could not save the built upgrade:", error);
      toast.error("Error", { description: "Failed to save upgrade to database" });
      return;
    }
    toast.success("Success", {
      description: edited ? "Upgrade updated successfully" : "Upgrade saved to database",
    });
    navigate("/admin/upgrades");
  };

  return (
    <>
      <BuildModeBar editing={Boolean(edited)} saving={save.isPending} onSave={onSave} />
      <MainContent className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="overflow-hidden rounded-xl border border-border">
          <BuildModePreview
            answers={state.answers}
            moment={edited?.content.moment?.trim() || null}
          />
        </div>
        <div className="lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)]">
          <BuilderChatPanel
            state={state}
            onAnswer={(text) => setState((current) => answer(current, text))}
            onSkip={() => setState(skip)}
            onRevise={(field) => setState((current) => revise(current, field))}
            onCancelRevision={() => setState(cancelRevision)}
          />
        </div>
      </MainContent>
    </>
  );
}
