import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { isApiError } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/use-auth";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useCompleteUpgrade } from "../api/complete-upgrade";
import { type UpgradeDetail, useUpgrade } from "../api/get-upgrade";
import { useUpgradeCompletions } from "../api/get-upgrade-completions";
import type { CompletionSubmission } from "../components/completion-dialog";
import { JourneyTopBar } from "../components/journey-top-bar";
import { UpgradeHero } from "../components/upgrade-hero";
import { UpgradeMoment } from "../components/upgrade-moment";
import { recordCompletion, startJourney, useJourney } from "../lib/journey-store";
import {
  completionPrompts,
  continuePath,
  displayPosition,
  elapsedSeconds,
  FIRST_UPGRADE_ID,
  momentText,
  NEXT_UPGRADE_DELAY_MS,
  pathAfterCompletion,
  positionBadge,
  UNKNOWN_UPGRADE_TITLE,
  upgradePageTitle,
} from "../lib/upgrade-view";

// The Reflexive Reading sections are big and only the first upgrade shows
// them: they load on their own, so other upgrade pages never download them.
const loadReflexiveReading = () =>
  import("../../../components/reflexive-reading/reflexive-reading-sections");
const ReflexiveReadingSections = lazy(async () => ({
  default: (await loadReflexiveReading()).ReflexiveReadingSections,
}));
// The completion form (its validation and inputs) opens on a click: it loads
// after the page renders, and the button is there at once as its placeholder.
const CompletionDialog = lazy(async () => ({
  default: (await import("../components/completion-dialog")).CompletionDialog,
}));
const loadStepOneForm = () => import("../../../components/reflexive-reading/step-one-form");
const StepOneForm = lazy(async () => ({ default: (await loadStepOneForm()).StepOneForm }));

/** The Step 1 form's field, used as the question of its answer in the upgrade record. */
const STEP_ONE_QUESTION = "Your Experience of Step 1";

function toastUnexpectedError() {
  toast.error("Error", { description: "An unexpected error occurred. Please try again." });
}

/** `/upgrades/:upgradeId`: one upgrade of the Awareness journey (spec section 2). */
export function UpgradePage() {
  const { upgradeId } = useParams();
  if (!upgradeId) return <Navigate to="/upgrades" replace />;
  // A fresh view per upgrade: the time spent and the form start over.
  return <UpgradeView key={upgradeId} upgradeId={upgradeId} />;
}

function UpgradeView({ upgradeId }: { upgradeId: string }) {
  const navigate = useNavigate();
  const upgradeQuery = useUpgrade(upgradeId);
  const upgrade = upgradeQuery.data;
  const { journey } = useJourney();
  const failed = useRef(false);
  // timeSpent counts from the moment the page opened (ARCHITECTURE reading 5).
  const [openedAt] = useState(() => Date.now());

  // Start fetching the first upgrade's extra content together with its data.
  useEffect(() => {
    if (upgradeId !== FIRST_UPGRADE_ID) return;
    void loadReflexiveReading().catch(() => undefined);
    void loadStepOneForm().catch(() => undefined);
  }, [upgradeId]);

  // Spec section 8: not found leaves silently, other failures say so first.
  // (A failed background refresh keeps the upgrade already on screen.)
  const loadFailed = upgradeQuery.isError && upgradeQuery.data === undefined;
  useEffect(() => {
    if (!loadFailed || failed.current) return;
    failed.current = true;
    const error = upgradeQuery.error;
    if (isApiError(error) && error.status === 404) {
      // Silent.
    } else if (isApiError(error)) {
      toast.error("Error loading upgrade", {
        description: "Could not load upgrade data. Please try again.",
      });
    } else {
      console.error("Unexpected error while loading an upgrade:", error);
      toastUnexpectedError();
    }
    navigate("/upgrades", { replace: true });
  }, [loadFailed, upgradeQuery.error, navigate]);

  // Spec section 4: a visitor with nothing unlocked yet gets an initial journey,
  // which starts with the upgrade they arrived on. Before paint, so the
  // position shown is right from the first frame.
  useLayoutEffect(() => {
    if (!upgrade || failed.current) return;
    try {
      startJourney(upgrade.id);
    } catch (error) {
      failed.current = true;
      console.error("Could not start the journey:", error);
      toastUnexpectedError();
      navigate("/upgrades", { replace: true });
    }
  }, [upgrade, navigate]);

  const title = upgrade
    ? upgradePageTitle(upgrade.title, displayPosition(journey, upgrade))
    : UNKNOWN_UPGRADE_TITLE;
  useDocumentTitle(upgradeQuery.isPending ? "Loading upgrade..." : title);

  if (!upgrade) {
    return (
      <>
        <JourneyTopBar />
        <MainContent>
          <div className="flex min-h-[50vh] items-center justify-center px-4">
            <p role="status" className="text-lg text-muted-foreground">
              {upgradeQuery.isPending ? "Loading upgrade..." : ""}
            </p>
          </div>
        </MainContent>
      </>
    );
  }

  return <UpgradeContent upgrade={upgrade} title={title} openedAt={openedAt} />;
}

interface UpgradeContentProps {
  upgrade: UpgradeDetail;
  title: string;
  openedAt: number;
}

function UpgradeContent({ upgrade, title, openedAt }: UpgradeContentProps) {
  const navigate = useNavigate();
  const { journey } = useJourney();
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  const completions = useUpgradeCompletions({ enabled: signedIn });
  const completeOnServer = useCompleteUpgrade();
  const [dialogOpen, setDialogOpen] = useState(false);
  const moveOnTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(moveOnTimer.current), []);

  const isFirstUpgrade = upgrade.id === FIRST_UPGRADE_ID;
  const position = displayPosition(journey, upgrade);
  const prompts = completionPrompts(upgrade);
  const alreadyCompleted = signedIn && (completions.data?.includes(upgrade.id) ?? false);
  const completeButton = (onClick?: () => void) => (
    <Button type="button" size="lg" onClick={onClick}>
      Complete This Upgrade
    </Button>
  );

  const complete = ({ answers, rating }: CompletionSubmission) => {
    const timeSpentSeconds = elapsedSeconds(openedAt, Date.now());
    let next: string;
    try {
      next = pathAfterCompletion(
        recordCompletion({ upgradeId: upgrade.id, answers, rating, timeSpentSeconds }),
      );
    } catch (error) {
      console.error("Could not record the completed upgrade:", error);
      toastUnexpectedError();
      return;
    }
    if (signedIn) {
      completeOnServer.mutate({
        upgradeId: upgrade.id,
        rating,
        responses: answers,
        timeSpentSeconds,
      });
    }
    setDialogOpen(false);
    moveOnTimer.current = window.setTimeout(() => navigate(next), NEXT_UPGRADE_DELAY_MS);
  };

  return (
    <>
      <JourneyTopBar title={title} />
      <MainContent>
        <UpgradeHero
          title={title}
          badge={positionBadge(position)}
          category={upgrade.category}
          heroTitle={upgrade.content.heroTitle?.trim() || upgrade.title}
          heroDescription={upgrade.content.heroDescription?.trim() || upgrade.description}
        />

        {isFirstUpgrade && (
          <Suspense
            fallback={<Spinner label="Loading Reflexive Reading..." className="min-h-[50vh]" />}
          >
            <ReflexiveReadingSections continueHint="Write about your experience below to complete this upgrade and continue your journey." />
            {/* With onComplete, Continue completes the upgrade (ARCHITECTURE reading 11). */}
            <div className="mx-auto max-w-3xl px-4 pb-12">
              <StepOneForm
                onComplete={({ experience, rating }) =>
                  complete({ answers: { [STEP_ONE_QUESTION]: experience }, rating })
                }
              />
            </div>
          </Suspense>
        )}

        <UpgradeMoment text={momentText(upgrade)} />

        <section
          aria-labelledby="ready-heading"
          className="mx-auto max-w-3xl px-4 pb-16 text-center"
        >
          <div className="rounded-xl bg-accent px-6 py-10 sm:px-10">
            <h2 id="ready-heading" className="font-bold text-2xl tracking-tight">
              Ready for the next upgrade?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-accent-foreground">
              {alreadyCompleted
                ? "You have already completed this upgrade. Carry on to the next one."
                : "Share what you noticed and rate this upgrade to unlock the next step of your journey."}
            </p>
            <div className="mt-6 flex justify-center">
              {alreadyCompleted ? (
                <Button asChild size="lg">
                  <Link to={continuePath(journey, upgrade.id)}>Continue Your Journey</Link>
                </Button>
              ) : (
                // Until the dialog's code arrives, a click on the button is kept: it opens on arrival.
                <Suspense fallback={completeButton(() => setDialogOpen(true))}>
                  <CompletionDialog
                    open={dialogOpen}
                    onOpenChange={setDialogOpen}
                    prompts={prompts}
                    onComplete={complete}
                    trigger={completeButton()}
                  />
                </Suspense>
              )}
            </div>
          </div>
          <Link
            to="/upgrades"
            className="mt-8 inline-flex items-center gap-2 rounded-md font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Return to Overview
          </Link>
        </section>
      </MainContent>
    </>
  );
}
