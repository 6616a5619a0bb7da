import { useQueryClient } from "@tanstack/react-query";
import {
  ChartColumn,
  ChevronDown,
  CircleCheck,
  House,
  LogIn,
  LogOut,
  UserRound,
} from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import { STEP_CATALOGUE } from "../../../../core/catalogue";
import { stepDataKey, stepSavedKey } from "../../../../core/storage-keys";
import { LazyLockedDialog } from "../../../components/social-steps/lazy-locked-dialog";
import { Button } from "../../../components/ui/button";
import { LazyDropdownMenu } from "../../../components/ui/lazy-dropdown-menu";
import { useSignOut } from "../../../lib/auth/sign-out";
import { useAuth } from "../../../lib/auth/use-auth";
import { readItem, subscribe } from "../../../lib/local-store";
import { stepUnlockQueryOptions } from "../../../lib/social-steps/get-step-unlock";
import { useSteps } from "../../../lib/social-steps/get-steps";
import { toast } from "../../../lib/toast";

/** Step numbers with a saved or completed entry in this browser, e.g. "1,3". */
function completedSnapshot(): string {
  return STEP_CATALOGUE.filter(
    ({ stepNumber }) =>
      readItem(stepSavedKey(stepNumber)) !== null || readItem(stepDataKey(stepNumber)) !== null,
  )
    .map(({ stepNumber }) => stepNumber)
    .join(",");
}

function useCompletedSteps(): Set<number> {
  const snapshot = useSyncExternalStore(subscribe, completedSnapshot, () => "");
  return new Set(snapshot === "" ? [] : snapshot.split(",").map(Number));
}

/** Step titles: the published rows' titles where there are some, else the catalogue's. */
function useStepTitles(): Map<number, string> {
  const { data } = useSteps();
  const titles = new Map(STEP_CATALOGUE.map((step) => [step.stepNumber, step.title]));
  for (const step of data ?? [])
    if (step.title.trim() !== "") titles.set(step.stepNumber, step.title);
  return titles;
}

/**
 * The sticky Social Steps top bar: the title, a menu of the ten steps (a step
 * opens only when the server says it is unlocked, else the Locked dialog),
 * and Progress/Logout or Login by auth state.
 */
export function StepsBanner() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const completed = useCompletedSteps();
  const titles = useStepTitles();
  const [locked, setLocked] = useState<{ stepNumber: number; open: boolean }>({
    stepNumber: 2,
    open: false,
  });

  const logout = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      toast.error("Error", { description: "Something went wrong. Please try again." });
      return;
    }
    toast.success("Signed out", { description: "You have been successfully signed out." });
    navigate("/");
  };

  const openStep = async (stepNumber: number) => {
    // Step 1 is always open (ARCHITECTURE reading 2).
    if (stepNumber === 1) {
      navigate("/steps/1");
      return;
    }
    // Ask the server afresh; a failed check counts as locked.
    const status = await queryClient.fetchQuery({
      ...stepUnlockQueryOptions(stepNumber),
      staleTime: 0,
    });
    if (status.isUnlocked) navigate(`/steps/${stepNumber}`);
    else setLocked({ stepNumber, open: true });
  };

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <nav
        aria-label="10 Social Steps"
        className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-4"
      >
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to="/steps"
            className="truncate rounded-md font-semibold text-foreground text-lg focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            10 Social Steps
          </Link>
          <LazyDropdownMenu
            trigger={
              <Button type="button" variant="ghost" size="sm">
                Steps
                <ChevronDown aria-hidden="true" />
              </Button>
            }
            content={{ align: "start", className: "w-72" }}
          >
            {({ DropdownMenuItem, DropdownMenuSeparator }) => (
              <>
                <DropdownMenuItem onSelect={() => navigate("/steps")}>
                  <House aria-hidden="true" />
                  Home
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                {STEP_CATALOGUE.map(({ stepNumber, icon }) => {
                  const done = completed.has(stepNumber);
                  return (
                    <DropdownMenuItem key={stepNumber} onSelect={() => void openStep(stepNumber)}>
                      <span aria-hidden="true" className="w-5 text-center text-base leading-none">
                        {icon}
                      </span>
                      <span className="flex-1">
                        Step {stepNumber}: {titles.get(stepNumber)}
                      </span>
                      {done && (
                        <span className="text-success">
                          <CircleCheck aria-hidden="true" />
                          <span className="sr-only"> (completed)</span>
                        </span>
                      )}
                    </DropdownMenuItem>
                  );
                })}
              </>
            )}
          </LazyDropdownMenu>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {auth.status === "signed-in" && (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/review">
                  <ChartColumn aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Progress</span>
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to="/account">
                  <UserRound aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Account</span>
                </Link>
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={logout}
                disabled={signOut.isPending}
              >
                <LogOut aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Logout</span>
              </Button>
            </>
          )}
          {auth.status === "signed-out" && (
            <Button asChild variant="outline" size="sm">
              <Link to="/auth">
                <LogIn aria-hidden="true" />
                Login
              </Link>
            </Button>
          )}
        </div>
      </nav>
      <LazyLockedDialog
        stepNumber={locked.stepNumber}
        open={locked.open}
        onOpenChange={(open) => setLocked((current) => ({ ...current, open }))}
      />
    </header>
  );
}
