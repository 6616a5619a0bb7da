import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useExportAccount } from "../api/export-account";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Download a copy of everything stored, or delete it all. */
export function DataRights() {
  const exporter = useExportAccount();

  const download = async () => {
    try {
      await exporter.mutateAsync();
    } catch (error) {
      toast.error("Error", {
        description: errorMessage(error, "Could not download your data. Please try again."),
      });
      return;
    }
    toast.success("Download ready", { description: "Your data has been saved as a JSON file." });
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="font-medium">Download your data</h3>
        <p className="text-muted-foreground text-sm">
          A JSON file with your account, your profile, every version of your step experiences and
          your completed upgrades.
        </p>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => void download()}
          disabled={exporter.isPending}
        >
          <Download aria-hidden="true" />
          {exporter.isPending ? "Preparing..." : "Download My Data"}
        </Button>
      </div>
      <div className="grid gap-2 border-border border-t pt-6">
        <h3 className="font-medium">Delete your account</h3>
        <p className="text-muted-foreground text-sm">
          Removes your account and everything saved with it. Counts of the community's progress are
          updated to leave you out.
        </p>
        <div>
          <DeleteAccountDialog />
        </div>
      </div>
    </div>
  );
}
