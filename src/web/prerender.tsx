import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { routes } from "./routes";

/*
 * The build's server-side entry (scripts/prerender.mjs, decision 014): renders
 * a public page as a first-time visitor's browser first draws it, signed out
 * and with nothing stored, so the HTML can show it before any JavaScript runs.
 */

const handler = createStaticHandler(routes);

export async function renderPage(path: string): Promise<string> {
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // The first pass loads every lazy part the page shows (React keeps each
  // one once loaded); the second finds them all ready, so the HTML holds the
  // whole page, with no boundary left for the browser to fill in by script.
  await (await prerender(page)).prelude.cancel();
  return new Response((await prerender(page)).prelude).text();
}
