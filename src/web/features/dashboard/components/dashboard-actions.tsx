import { ArrowRight, Share2, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useAuth } from "../../../lib/auth/use-auth";
import { toast } from "../../../lib/toast";
import { shareProgressText } from "../lib/dashboard-view";

const SHARE_TITLE = "10 Social Steps";

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to Clipboard", {
      description: "Share text has been copied to your clipboard.",
    });
  } catch (error) {
    console.error("Could not copy the share text:", error);
  }
}

/** Share Progress: the native share sheet when there is one, else the clipboard. */
async function shareProgress(completed: number, total: number): Promise<void> {
  const url = `${window.location.origin}/steps`;
  const text = shareProgressText(completed, total);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: SHARE_TITLE, text, url });
      toast.success("Shared Successfully", { description: "Your journey has been shared." });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.error("Native share failed, copying instead:", error);
    }
  }
  await copyText(`${text} ${url}`);
}

export interface DashboardActionsProps {
  completed: number;
  total: number;
  nextStep: number | null;
}

/** Whose dashboard this is, with the way to the account page. */
function SignedInAs() {
  const auth = useAuth();
  if (auth.status !== "signed-in") return null;
  const name = [auth.profile.firstName, auth.profile.lastName].filter(Boolean).join(" ");
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
      <span>
        Signed in as <span className="font-medium text-foreground">{name || auth.user.email}</span>
      </span>
      <Button asChild variant="link" size="sm" className="h-auto px-0">
        <Link to="/account">
          <UserRound aria-hidden="true" />
          Account settings
        </Link>
      </Button>
    </p>
  );
}

export function DashboardActions({ completed, total, nextStep }: DashboardActionsProps) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button
          type="button"
          variant="outline"
          onClick={() => void shareProgress(completed, total)}
        >
          <Share2 aria-hidden="true" />
          Share Progress
        </Button>
        {nextStep !== null && (
          <Button asChild>
            <Link to={`/steps/${nextStep}`}>
              Continue to Step {nextStep}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to="/steps">View All Steps</Link>
        </Button>
      </div>
      <SignedInAs />
    </div>
  );
}
