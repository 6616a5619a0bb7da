import { Download, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { buildExportFile, exportFileName, serializeExportFile } from "../../../../core/export-file";
import { firstIssueMessage, RESULTS_EMAIL_MAX, resultsEmailSchema } from "../../../../core/schemas";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { errorMessage } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { toast } from "../../../lib/toast";
import { useSendResults } from "../api/send-results";
import { useJourney } from "../lib/journey-store";

export interface SaveResultsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function noResultsToast() {
  toast.error("No results to save", {
    description: "Complete at least one upgrade to save results.",
  });
}

/** "Save Your Results": email the results, or download them as a JSON file. */
export function SaveResultsDialog({ open, onOpenChange }: SaveResultsDialogProps) {
  const { results } = useJourney();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const sendResults = useSendResults();
  const emailId = useId();
  const hintId = useId();

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendResults.isPending) return;
    if (results.length === 0) {
      noResultsToast();
      return;
    }
    const parsed = resultsEmailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(true);
      toast.error("Invalid email", { description: firstIssueMessage(parsed.error) });
      return;
    }
    setInvalid(false);
    try {
      await sendResults.mutateAsync({ email: parsed.data, results });
    } catch (error) {
      toast.error("Results not sent", {
        description: errorMessage(error, "We could not send the email. Please try again."),
      });
      return;
    }
    toast.success("Results saved!", {
      description: `Your journey progress was sent to ${parsed.data}.`,
    });
    setEmail("");
    onOpenChange(false);
  };

  const download = () => {
    if (results.length === 0) {
      noResultsToast();
      return;
    }
    const now = Date.now();
    downloadFile(exportFileName(now), serializeExportFile(buildExportFile(results, now)));
    toast.success("Journey Downloaded", {
      description: "Your journey data has been saved to your device.",
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Your Results</DialogTitle>
          <DialogDescription>
            Keep a copy of your completed upgrades, ratings and responses: have them emailed to you,
            or download them as a file.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={send} className="grid gap-3">
          <div className="grid gap-2">
            <Label htmlFor={emailId}>Email address</Label>
            <Input
              id={emailId}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={RESULTS_EMAIL_MAX}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={hintId}
              onChange={(event) => {
                setEmail(event.target.value);
                setInvalid(false);
              }}
              placeholder="you@example.com"
            />
            <p id={hintId} className="text-muted-foreground text-xs">
              We use this address only to send your results.
            </p>
          </div>
          <Button type="submit" disabled={sendResults.isPending}>
            <Send aria-hidden="true" />
            {sendResults.isPending ? "Sending..." : "Send Results"}
          </Button>
        </form>
        <div className="flex items-center gap-3 text-muted-foreground text-xs" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download JSON File
        </Button>
      </DialogContent>
    </Dialog>
  );
}
