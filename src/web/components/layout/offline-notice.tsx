import { WifiOff } from "lucide-react";
import { useOnlineStatus } from "../../lib/use-online-status";
import { cn } from "../../lib/utils";

interface OfflineNoticeProps {
  /** What needs the connection here, and what happens to the visitor's work meanwhile. */
  children: string;
  className?: string;
}

/**
 * Says plainly that something on this screen needs the network, only while
 * offline. The status region is always rendered so the message is announced
 * when it appears.
 */
export function OfflineNotice({ children, className }: OfflineNoticeProps) {
  const online = useOnlineStatus();
  return (
    // display: contents keeps an empty region from taking a gap in grid layouts.
    <div role="status" className="contents">
      {!online && (
        <p
          className={cn(
            "flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-foreground text-sm",
            className,
          )}
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </p>
      )}
    </div>
  );
}
