import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/app-env";

const HEARTBEAT_MS = 25_000; // ARCHITECTURE reading 12

const serialized = new WeakMap<object, string>();

/** The collective read's own headers; http/collective-fast-path.ts sends the same. */
export const COLLECTIVE_HEADERS = {
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
} as const;

export const progressRoutes = new Hono<AppEnv>()
  .get("/collective", async (c) => {
    const progress = await c.get("feed").read();
    // The feed hands out the same object until the counters change, so the
    // busiest read of the app serializes once per change, not once per call.
    let body = serialized.get(progress);
    if (body === undefined) {
      body = JSON.stringify(progress);
      serialized.set(progress, body);
    }
    return c.body(body, 200, COLLECTIVE_HEADERS);
  })
  /** Server-sent events: the current collective progress, then every change. */
  .get("/stream", (c) =>
    streamSSE(c, async (stream) => {
      const send = (progress: unknown) =>
        stream.writeSSE({ event: "collective", data: JSON.stringify(progress) }).catch(() => {});
      const unsubscribe = c.var.feed.subscribe(send);
      const heartbeat = setInterval(() => {
        stream.write(": heartbeat\n\n").catch(() => {});
      }, HEARTBEAT_MS);
      const closed = new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        c.var.shutdownSignal.addEventListener("abort", () => resolve(), { once: true });
      });
      try {
        await send(await c.var.feed.read());
        await closed;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    }),
  );

export const usersRoutes = new Hono<AppEnv>().get("/count", async (c) => {
  const progress = await c.var.feed.read();
  return c.json({ count: progress.registeredUsers });
});
