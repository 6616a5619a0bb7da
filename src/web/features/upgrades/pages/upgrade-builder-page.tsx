import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { Spinner } from "../../../components/ui/spinner";
import { useAdminUpgrade } from "../../../lib/admin/get-admin-upgrade";
import {
  type AdminUpgrade,
  adminUpgradesQueryOptions,
} from "../../../lib/admin/get-admin-upgrades";
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
  type BuildTarget,
  builtUpgrade,
  cancelRevision,
  hasUpgradeContent,
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
  const edited = useAdminUpgrade(editId);
  const loadFailed = Boolean(editId) && edited.isError;
  useToastOnce(loadFailed, () => {
    toast.error("Error", { description: "Could not load upgrade for editing" });
    navigate("/admin/upgrades", { replace: true });
  });

  if (editId && (edited.isPending || loadFailed)) {
    return (
      <MainContent>
        <Spinner label="Loading upgrade..." className="min-h-[50vh]" />
      </MainContent>
    );
  }
  return <Builder edited={editId ? edited.data : undefined} />;
}

/**
 * Where a save goes: the edited upgrade keeps its id, order and moment; a new
 * one gets a free id from its title and goes last. The list is read at save
 * time, so an upgrade made meanwhile is not overwritten by the upsert.
 */
async function saveTarget(
  queryClient: QueryClient,
  title: string,
  edited: AdminUpgrade | undefined,
): Promise<BuildTarget> {
  if (edited) {
    return { id: edited.id, displayOrder: edited.displayOrder, moment: edited.content.moment };
  }
  const upgrades = await queryClient.fetchQuery({ ...adminUpgradesQueryOptions(), staleTime: 0 });
  return {
    id: newUpgradeId(title, new Set(upgrades.map((upgrade) => upgrade.id))),
    displayOrder: nextDisplayOrder(upgrades.map((upgrade) => upgrade.displayOrder)),
  };
}

function Builder({ edited }: { edited: AdminUpgrade | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveBuiltUpgrade();
  const [preparing, setPreparing] = useState(false);
  const [state, setState] = useState<BuilderState>(() =>
    initialBuilderState(edited ? answersFrom(edited) : {}),
  );

  const onSave = async () => {
    if (!hasUpgradeContent(state.answers)) {
      toast.error("No content to save", {
        description: "Please create your upgrade content first",
      });
      return;
    }
    setPreparing(true);
    try {
      const target = await saveTarget(queryClient, state.answers.title ?? "", edited);
      const input = builtUpgrade(state.answers, target);
      if (!input) throw new Error("the built upgrade does not fit the schema");
      await save.mutateAsync(input);
    } catch (error) {
      console.error("Could not save the built upgrade:", error);
      toast.error("Error", { description: "Failed to save upgrade to database" });
      return;
    } finally {
      setPreparing(false);
    }
    toast.success("Success", {
      description: edited ? "Upgrade updated successfully" : "Upgrade saved to database",
    });
    navigate("/admin/upgrades");
  };

  return (
    <>
      <BuildModeBar
        editing={Boolean(edited)}
        saving={preparing || save.isPending}
        onSave={onSave}
      />
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
