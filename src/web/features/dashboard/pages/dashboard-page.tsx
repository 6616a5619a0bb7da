import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { nextStepToContinue } from "../../../../core/dashboard";
import { STEP_COUNT } from "../../../../core/unlock";
import { MainContent } from "../../../components/layout/main-content";
import { LazyStepExperienceDialog } from "../../../components/social-steps/lazy-step-experience-dialog";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useAuth } from "../../../lib/auth/use-auth";
import {
  collectiveProgressQueryKey,
  useCollectiveProgress,
} from "../../../lib/social-steps/get-collective-progress";
import { experiencesQueryKey, useExperiences } from "../../../lib/social-steps/get-experiences";
import { useSteps } from "../../../lib/social-steps/get-steps";
import { useCollectiveStream } from "../../../lib/social-steps/use-collective-stream";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { CollectiveProgress } from "../components/collective-progress";
import { DashboardActions } from "../components/dashboard-actions";
import { PersonalProgress } from "../components/personal-progress";
import { dashboardStepTitle } from "../lib/dashboard-view";

/** `/review`: the signed-in user's Progress Dashboard (spec section 2 and 4 "Dashboard"). */
export function DashboardPage() {
  useDocumentTitle(
    "Progress Dashboard",
    "Your saved step experiences and the community's progress through the 10 Social Steps.",
  );
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  const queryClient = useQueryClient();
  const experiences = useExperiences({ enabled: signedIn });
  const steps = useSteps({ enabled: signedIn });
  const collective = useCollectiveProgress({ enabled: signedIn });
  useCollectiveStream({ enabled: signedIn });
  const [editing, setEditing] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const failed =
    (experiences.isError && !experiences.data) ||
    (collective.isError && !collective.data) ||
    (steps.isError && !steps.data);
  const toasted = useRef(false);
  useEffect(() => {
    if (!failed || toasted.current) return;
    toasted.current = true;
    toast.error("Error loading progress", {
      description: "Could not load your progress. Please try again.",
    });
  }, [failed]);

  if (auth.status === "signed-out") return <Navigate to="/auth" replace />;

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: experiencesQueryKey });
    void queryClient.invalidateQueries({ queryKey: collectiveProgressQueryKey });
  };

  const loading =
    auth.status === "loading" ||
    (experiences.isPending && !failed) ||
    (collective.isPending && !failed) ||
    (steps.isPending && !failed);

  const experienceList = experiences.data ?? [];
  const completedSteps = new Set(experienceList.map((experience) => experience.stepNumber));
  const nextStep = collective.data
    ? nextStepToContinue(collective.data.steps, completedSteps)
    : null;

  return (
    <MainContent>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
        <header className="grid gap-2 text-center">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Progress Dashboard</h1>
          <p className="text-muted-foreground">
            Your own steps and the community's, side by side.{" "}
            <Link
              to="/steps"
              className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
            >
              Back to 10 Social Steps
            </Link>
          </p>
        </header>

        {loading ? (
          <Spinner label="Loading your progress..." className="min-h-[30vh]" />
        ) : failed ? (
          <p className="text-center text-muted-foreground">
            Could not load your progress. Please try again.
          </p>
        ) : (
          <>
            <Tabs defaultValue="personal">
              <TabsList aria-label="Progress views">
                <TabsTrigger value="personal">Personal</TabsTrigger>
                <TabsTrigger value="collective">Collective</TabsTrigger>
              </TabsList>
              <TabsContent value="personal">
                <PersonalProgress
                  experiences={experienceList}
                  steps={steps.data ?? []}
                  onEdit={(stepNumber) => {
                    setEditing(stepNumber);
                    setDialogOpen(true);
                  }}
                />
              </TabsContent>
              <TabsContent value="collective">
                {collective.data && (
                  <CollectiveProgress progress={collective.data} steps={steps.data ?? []} />
                )}
              </TabsContent>
            </Tabs>
            <DashboardActions
              completed={completedSteps.size}
              total={STEP_COUNT}
              nextStep={nextStep}
            />
          </>
        )}
      </div>

      {editing !== null && (
        <LazyStepExperienceDialog
          stepNumber={editing}
          title={dashboardStepTitle(editing)}
          open={dialogOpen}
          onOpenChange={(open) => {
            setDialogOpen(open);
            if (!open) reload();
          }}
          onSaved={reload}
        />
      )}
    </MainContent>
  );
}
