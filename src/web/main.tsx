import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { registerServiceWorker } from "./lib/register-service-worker";
import { router } from "./router";
import "./styles.css";
import { z } from "zod";

// Our CSP forbids eval; without this, zod probes for it with new Function and the
// browser reports a violation on every page that validates a form.
z.config({ jitless: true });

const container = document.getElementById("root");
if (!container) throw new Error('The page has no element with id "root".');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
