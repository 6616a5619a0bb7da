import pg from "pg";
import type { DatabaseHandle } from "../db/client";
import { type CollectiveProgress, readCollectiveProgress } from "./collective";

export const COLLECTIVE_CHANNEL = "collective_progress";

type Listener = (progress: CollectiveProgress) => void;

export interface CollectiveFeed {
  /** Registers a listener for changes; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /**
   * The current collective progress. While this process is LISTENing, the
   * last read is kept until the database announces a change, so busy
   * dashboards cost no query; otherwise every call reads the counters.
   */
  read(): Promise<CollectiveProgress>;
  /** The kept read, if there is one right now (never a query): for the node:http fast path. */
  peek(): CollectiveProgress | null;
  /** Drops the kept read; called after this process writes, so it reads its own writes. */
  invalidate(): void;
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
  // The cache is trusted only while the LISTEN connection is up; each change
  // notice bumps the generation, so a read that raced a change is not kept.
  let listening = false;
  let generation = 0;
  let cached: CollectiveProgress | null = null;
  let reading: Promise<CollectiveProgress> | null = null;

  const invalidate = () => {
    generation += 1;
    cached = null;
  };

  const setListening = (up: boolean) => {
    listening = up;
    invalidate();
  };

  const ensureListening = () => {
    starting ??= start().catch((error) => {
      starting = null; // try again with the next caller
      console.warn("[feed] LISTEN failed:", (error as Error).message);
    });
  };

  const broadcast = () => {
    invalidate();
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
      setListening(true);
      return;
    }
    stopListening = await listenOnPostgres(database, broadcast, setListening, () => closed);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      ensureListening();
      return () => listeners.delete(listener);
    },
    read() {
      if (closed) return readCollectiveProgress(database.db, base);
      ensureListening();
      if (!listening) return readCollectiveProgress(database.db, base);
      if (cached) return Promise.resolve(cached);
      // One query for every request that arrives while it runs.
      if (!reading) {
        const readingGeneration = generation;
        reading = readCollectiveProgress(database.db, base).finally(() => {
          reading = null;
        });
        reading.then(
          (progress) => {
            if (listening && generation === readingGeneration) cached = progress;
          },
          () => {},
        );
      }
      return reading;
    },
    peek() {
      return !closed && listening ? cached : null;
    },
    invalidate,
    async close() {
      closed = true;
      setListening(false);
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
  onListening: (up: boolean) => void,
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
      onListening(false);
      if (isClosed()) return;
      client = null;
      retry = setTimeout(() => connect().catch(() => scheduleRetry()), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${COLLECTIVE_CHANNEL}`);
    client = next;
    onListening(true);
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
