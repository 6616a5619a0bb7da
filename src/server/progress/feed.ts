import pg from "pg";
import type { DatabaseHandle } from "../db/client";
import { type CollectiveProgress, readCollectiveProgress } from "./collective";

export const COLLECTIVE_CHANNEL = "collective_progress";

type Listener = (progress: CollectiveProgress) => void;

export interface CollectiveFeed {
  /** Registers a listener for changes; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

/**
 * Pushes collective progress to open dashboards. The database announces each
 * change with NOTIFY (a trigger on the counters, migration 0002), so a save
 * through any server process reaches the listeners of every process. Bursts
 * are coalesced: one read per 100 ms however many saves land.
 */
export function createCollectiveFeed(database: DatabaseHandle, base: number): CollectiveFeed {
  const listeners = new Set<Listener>();
  let stopListening: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const broadcast = () => {
    if (pending || closed) return;
    pending = setTimeout(async () => {
      pending = null;
      if (listeners.size === 0) return;
      try {
        const progress = await readCollectiveProgress(database.db, base);
        for (const listener of [...listeners]) listener(progress);
      } catch (error) {
        console.warn("[feed] could not read collective progress:", (error as Error).message);
      }
    }, 100);
  };

  const start = async () => {
    if (database.pglite) {
      const unlisten = await database.pglite.listen(COLLECTIVE_CHANNEL, broadcast);
      stopListening = async () => unlisten();
      return;
    }
    stopListening = await listenOnPostgres(database, broadcast, () => closed);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      starting ??= start().catch((error) => {
        starting = null; // try again with the next subscriber
        console.warn("[feed] LISTEN failed:", (error as Error).message);
      });
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (pending) clearTimeout(pending);
      listeners.clear();
      await starting;
      await stopListening?.().catch(() => {});
    },
  };
}

/** A dedicated connection that LISTENs, and comes back after the server restarts. */
async function listenOnPostgres(
  database: DatabaseHandle,
  onNotice: () => void,
  isClosed: () => boolean,
): Promise<() => Promise<void>> {
  const options = database.pool?.options;
  if (!options) throw new Error("no PostgreSQL pool");
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on("notification", onNotice);
    next.on("error", () => {}); // the end handler below reconnects
    next.on("end", () => {
      if (isClosed()) return;
      client = null;
      retry = setTimeout(() => connect().catch(() => scheduleRetry()), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${COLLECTIVE_CHANNEL}`);
    client = next;
    onNotice(); // changes may have happened while we were not listening
  };
  const scheduleRetry = () => {
    if (!isClosed()) retry = setTimeout(() => connect().catch(() => scheduleRetry()), 2_000);
  };

  await connect();
  return async () => {
    if (retry) clearTimeout(retry);
    await client?.end();
  };
}
