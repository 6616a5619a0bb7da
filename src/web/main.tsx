import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { registerServiceWorker } from "./lib/register-service-worker";
import { routes } from "./routes";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error('The page has no element with id "root".');
const root = container;

const router = createBrowserRouter(routes);

/** Resolves once the router has loaded the first page's own chunk. */
function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A prerendered page (decision 014) stays on screen until the page's own
// chunk has loaded; then React adopts the markup instead of redrawing it, in
// a transition so the work is split into short tasks and the page stays
// responsive. Other routes start from an empty root as before.
if (root.hasChildNodes()) {
  void firstPageLoaded().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}

registerServiceWorker();
