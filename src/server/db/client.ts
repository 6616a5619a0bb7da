import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database, whichever engine backs it. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Engine-specific handles, for migrations and LISTEN/NOTIFY. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir?: string }; // no dataDir: in memory (tests)

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? openPostgres(target) : openPglite(target.dataDir);
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let directory: string | undefined;
  let unlock = noop;
  if (dataDir) {
    directory = path.resolve(dataDir);
    mkdirSync(directory, { recursive: true });
    unlock = lockDataDir(directory);
  }
  let client: PGlite;
  try {
    client = directory ? await PGlite.create(directory) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: (timeoutMs) => {
      if (closed || client.closed) return Promise.reject(new Error("database is closed"));
      return withTimeout(client.query("select 1").then(noop), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(target: {
  url: string;
  maxConnections?: number;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool drops it and the next query opens a fresh one.
  pool.on("error", (error) => console.warn(`[db] idle connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "postgres",
    pool,
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`).then(noop), timeoutMs),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function noop() {}

function withTimeout(promise: Promise<void>, timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
