import { useId } from "react";
import { Switch } from "../../../components/ui/switch";

interface PublishSwitchProps {
  /** What is being published, for the switch's accessible name. */
  itemTitle: string;
  isPublished: boolean;
  pending: boolean;
  onChange: (isPublished: boolean) => void;
}

/** The Published/Draft switch on an admin card or row. */
export function PublishSwitch({ itemTitle, isPublished, pending, onChange }: PublishSwitchProps) {
  const stateId = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={isPublished}
        disabled={pending}
        onCheckedChange={onChange}
        aria-label={`Publish ${itemTitle}`}
        aria-describedby={stateId}
      />
      <span id={stateId} className="min-w-16 text-muted-foreground text-sm">
        {isPublished ? "Published" : "Draft"}
      </span>
    </div>
  );
}
