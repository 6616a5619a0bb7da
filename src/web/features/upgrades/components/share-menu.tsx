import { ChevronDown, ExternalLink, Link2, Share2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { LazyDropdownMenu } from "../../../components/ui/lazy-dropdown-menu";
import { toast } from "../../../lib/toast";
import {
  isShareAbort,
  SHARE_POPUP_FEATURES,
  SHARE_TARGET_LABELS,
  SHARE_TARGETS,
  SHARE_TEXT,
  SHARE_TITLE,
  type ShareTarget,
  shareMessage,
  shareTargetUrl,
  shareUrl,
} from "../lib/share";

function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

const neverChanges = () => () => {};

/**
 * False while React adopts prerendered markup (written without a browser),
 * then the browser's answer: the two renders must match, so the share sheet
 * button replaces the menu only after hydration.
 */
function useCanShareNatively(): boolean {
  return useSyncExternalStore(neverChanges, canShareNatively, () => false);
}

/** Copies `text`; a refused or missing clipboard is only logged (spec section 8). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error("Could not copy to the clipboard:", error);
    return false;
  }
}

export interface ShareMenuProps {
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  /** Hide the word "Share" on narrow screens (the button keeps it as its accessible name). */
  compact?: boolean;
}

/**
 * Share the journey: the device's share sheet where there is one, otherwise a
 * menu with Copy Link and the Twitter, Facebook, LinkedIn and WhatsApp forms.
 */
export function ShareMenu({
  variant = "outline",
  size = "sm",
  className,
  compact,
}: ShareMenuProps) {
  const label = <span className={compact ? "sr-only sm:not-sr-only" : undefined}>Share</span>;
  const url = () => shareUrl(window.location.origin);
  const nativeShare = useCanShareNatively();

  if (nativeShare) {
    const share = async () => {
      const link = url();
      try {
        await navigator.share({ title: SHARE_TITLE, text: SHARE_TEXT, url: link });
      } catch (error) {
        if (isShareAbort(error)) {
          console.info("Share cancelled");
          return;
        }
        console.error("Sharing failed; copying the message instead:", error);
        if (await copyText(shareMessage(link))) {
          toast.success("Copied to clipboard", {
            description: "The invitation and its link are ready to paste.",
          });
        }
      }
    };
    return (
      <Button type="button" variant={variant} size={size} className={className} onClick={share}>
        <Share2 aria-hidden="true" />
        {label}
      </Button>
    );
  }

  const copyLink = async () => {
    if (await copyText(url())) {
      toast.success("Link copied!", {
        description: "Share the link so others can begin their own journey.",
      });
    }
  };

  const openTarget = (target: ShareTarget) => {
    window.open(shareTargetUrl(target, url()), "_blank", SHARE_POPUP_FEATURES);
  };

  return (
    <LazyDropdownMenu
      modal={false}
      trigger={
        <Button type="button" variant={variant} size={size} className={className}>
          <Share2 aria-hidden="true" />
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      }
      content={{ align: "end", portal: false }}
    >
      {({ DropdownMenuItem, DropdownMenuSeparator }) => (
        <>
          <DropdownMenuItem onSelect={copyLink}>
            <Link2 aria-hidden="true" />
            Copy Link
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {SHARE_TARGETS.map((target) => (
            <DropdownMenuItem key={target} onSelect={() => openTarget(target)}>
              <ExternalLink aria-hidden="true" />
              {SHARE_TARGET_LABELS[target]}
              <span className="sr-only">{" (opens a new window)"}</span>
            </DropdownMenuItem>
          ))}
        </>
      )}
    </LazyDropdownMenu>
  );
}
