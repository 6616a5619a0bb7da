/**
 * Sharing the Awareness Upgrades journey (spec sections 2, 7 and 9): the
 * message, and the URLs of the share targets. Pure, so they are unit-tested.
 */

export const SHARE_TITLE = "10 Awareness Upgrades";
export const SHARE_TEXT =
  "Deepen your awareness with 10 Awareness Upgrades: ten short exercises that change how you see yourself and others. Start your journey here:";

export const SHARE_POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";

export const SHARE_TARGETS = ["twitter", "facebook", "linkedin", "whatsapp"] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  twitter: "Twitter",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

/** The page everyone is invited to: the site's origin plus /upgrades. */
export function shareUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "")}/upgrades`;
}

/** What is copied when the native share sheet fails: the invitation and the link. */
export function shareMessage(url: string, text: string = SHARE_TEXT): string {
  return `${text} ${url}`;
}

/** The address that opens `target`'s share form with the text and link filled in. */
export function shareTargetUrl(
  target: ShareTarget,
  url: string,
  text: string = SHARE_TEXT,
): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case "twitter":
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(shareMessage(url, text))}`;
  }
}

/** True for the error a share sheet raises when the user dismisses it. */
export function isShareAbort(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error as { name: unknown }).name === "AbortError"
  );
}
