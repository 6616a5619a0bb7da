/**
 * Registers /sw.js (built only for production) once the page has loaded, so
 * it never competes with the first render. See src/web/sw/service-worker.ts.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("The offline service worker could not be registered:", error);
    });
  });
}
