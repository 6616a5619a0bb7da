import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { CollectiveProgress } from "../../core/unlock";

export const COLLECTIVE_PATH = "/api/progress/collective";

/** Answers the request itself and returns true, or returns false to pass it on. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The app's busiest read, every open dashboard polling collective progress,
 * answered by node:http before the request reaches Hono. It only answers
 * while the feed holds a kept read (the process is LISTENing, so the value is
 * current); otherwise the request goes through the app as usual, which reads
 * the database. The response is the one the Hono route sends, byte for byte
 * apart from Date (collective-fast-path.test.ts compares them), so a client
 * cannot tell which one answered.
 *
 * Why it exists: the route, the middleware chain and the Fetch-API adapter
 * cost about three quarters of the throughput a bare node:http handler
 * reaches on this read (README, Performance).
 */
export function collectiveFastPath(
  peek: () => CollectiveProgress | null,
  headers: Readonly<Record<string, string>>,
): FastPath {
  let servedFor: CollectiveProgress | null = null;
  let body = "";
  let head: Record<string, string | number> = {};
  return (request, response) => {
    if (request.method !== "GET" || request.url !== COLLECTIVE_PATH) return false;
    const progress = peek();
    if (!progress) return false;
    // The feed hands out the same object until the counters change.
    if (progress !== servedFor) {
      body = JSON.stringify(progress);
      head = { ...headers, "Content-Length": Buffer.byteLength(body) };
      servedFor = progress;
    }
    response.writeHead(200, head);
    response.end(body);
    return true;
  };
}

/** A `createServer` for `@hono/node-server`'s `serve` that tries `fastPath` first. */
export function createServerWithFastPath(fastPath: FastPath): typeof createServer {
  const withFastPath = (options: ServerOptions, listener?: RequestListener) =>
    createServer(options, (request, response) => {
      if (!fastPath(request, response)) listener?.(request, response);
    });
  // serve() always calls it as (options, listener), the one overload used here.
  return withFastPath as typeof createServer;
}
