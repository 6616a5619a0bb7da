import { useEffect } from "react";

/**
 * Marks `<html data-app-ready>` once React owns the page. A page written ahead
 * of time (decision 014) looks complete before its buttons answer; end-to-end
 * tests wait for this mark before they click.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}
