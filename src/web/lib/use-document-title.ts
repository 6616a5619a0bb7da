import { useEffect } from "react";

export const APP_NAME = "Awareness Upgrades & Social Steps";

/** Sets `document.title` to "{title} | {app name}" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === "" ? APP_NAME : `${title} | ${APP_NAME}`;
  }, [title]);
}
