import { ArrowRight, Share2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
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

export function DashboardActions({ completed, total, nextStep }: DashboardActionsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      <Button type="button" variant="outline" onClick={() => void shareProgress(completed, total)}>
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
  );
}
