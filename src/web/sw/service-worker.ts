/*
 * The service worker, built to /sw.js by scripts/service-worker-plugin.ts.
 *
 * - Install: precaches index.html, the app shell's hashed JavaScript and CSS,
 *   the chunks of the home, landing and Awareness Upgrades routes, the fonts,
 *   icons and landing posters (the list is injected at build time), then warms
 *   the API cache with the published upgrades so the whole journey opens
 *   offline after one visit.
 * - Pages: network first (a deploy shows at once), index.html when offline.
 * - /api: network first, falling back to the last stored answer. Never for
 *   /api/auth, for anything but GET, for event streams, or for answers the
 *   server marks no-store or private (the caller's own data).
 * - Other same-origin files: from the cache when precached, else the network.
 *   Videos pass straight through, so range requests work as usual.
 */

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

// Only the parts of the service worker global scope this file uses (the DOM
// lib it is type-checked with does not describe them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;
const SHELL_CACHE = `shell-${__VERSION__}`;
const API_CACHE = "api-v1";
const APP_SHELL = "/index.html";

async function warmUpgrades(): Promise<void> {
  const cache = await caches.open(API_CACHE);
  const list = await fetch("/api/upgrades", { credentials: "same-origin" });
  if (!list.ok) return;
  await cache.put("/api/upgrades", list.clone());
  const body = (await list.json()) as { upgrades?: { id: string }[] };
  await Promise.all(
    (body.upgrades ?? []).map(async ({ id }) => {
      const path = `/api/upgrades/${encodeURIComponent(id)}`;
      const response = await fetch(path, { credentials: "same-origin" });
      if (response.ok) await cache.put(path, response);
    }),
  );
}

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(__PRECACHE__);
      // Best effort: the app works without it, only less of it offline.
      await warmUpgrades().catch(() => undefined);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("shell-") && name !== SHELL_CACHE) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

function storable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return response.ok && !/no-store|private/i.test(cacheControl);
}

async function apiNetworkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (storable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const stored = await cache.match(request);
    if (stored) return stored;
    throw error;
  }
}

async function pageNetworkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(APP_SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? fetch(request);
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;

  if (url.pathname.startsWith("/api/")) {
    if (url.pathname.startsWith("/api/auth/")) return;
    if (request.headers.get("Accept")?.includes("text/event-stream")) return;
    event.respondWith(apiNetworkFirst(request));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(pageNetworkFirst(request));
    return;
  }
  if (request.destination === "video" || request.headers.has("Range")) return;
  event.respondWith(cacheFirst(request));
});
