/**
 * Sharing Social Steps (spec section 7 "External links"): every option shares
 * the /steps page. Pure builders, so they can be tested without a browser.
 */

export const STEPS_SHARE_SUBJECT = "Join Social Steps";

export const STEPS_SHARE_TEXT =
  "I'm taking part in 10 Social Steps, a shared journey of faith, trust, giving and spirit. Each new step opens when enough of us join in. Come and take the first step with me:";

export type StepsShareTarget = "email" | "twitter" | "facebook" | "whatsapp";

export const STEPS_SHARE_TARGETS: readonly StepsShareTarget[] = [
  "email",
  "twitter",
  "facebook",
  "whatsapp",
];

export const STEPS_SHARE_LABELS: Record<StepsShareTarget, string> = {
  email: "Email",
  twitter: "Twitter/X",
  facebook: "Facebook",
  whatsapp: "WhatsApp",
};

/** The link every share carries: the page origin plus /steps. */
export function stepsShareUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "")}/steps`;
}

/** The address to open for `target`, carrying the share text and `url`. */
export function stepsShareTargetUrl(
  target: StepsShareTarget,
  url: string,
  text: string = STEPS_SHARE_TEXT,
): string {
  const q = encodeURIComponent;
  switch (target) {
    case "email":
      return `mailto:?subject=${q(STEPS_SHARE_SUBJECT)}&body=${q(`${text}\n\n${url}`)}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(url)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}&quote=${q(text)}`;
    case "whatsapp":
      return `https://wa.me/?text=${q(`${text} ${url}`)}`;
  }
}
