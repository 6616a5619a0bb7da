import { useEffect } from "react";

export const APP_NAME = "Awareness Upgrades & Social Steps";

/** The description in index.html, used by pages that do not give their own. */
export const DEFAULT_DESCRIPTION =
  "Two guided journeys for personal growth: 10 Awareness Upgrades to do on your own, and 10 Social Steps that unlock as our community grows.";

function setMeta(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute("content", content);
}

/**
 * Sets `document.title` to "{title} | {app name}" and the page's meta
 * description (and their Open Graph twins, for share previews that run
 * scripts) while the calling page is shown.
 */
export function useDocumentTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    const full = title === "" ? APP_NAME : `${title} | ${APP_NAME}`;
    document.title = full;
    setMeta('meta[name="description"]', description);
    setMeta('meta[property="og:title"]', full);
    setMeta('meta[property="og:description"]', description);
  }, [title, description]);
}
