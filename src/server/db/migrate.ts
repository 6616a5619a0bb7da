import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_ID = 4_210_771;

/**
 * The SQL migrations sit beside this file in the sources and beside the bundle
 * in dist/server (the build copies them there).
 */
export function migrationsFolder(): string {
  const candidates = ["./migrations", "./db/migrations"].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  const found = candidates.find((candidate) => existsSync(`${candidate}/meta/_journal.json`));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Applies pending migrations. Safe to run at every start and from several processes at once. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
    return;
  }
  if (!handle.pool) throw new Error("database handle has neither PGlite nor a pool");
  // Two processes starting together on one PostgreSQL: the advisory lock lets one
  // migrate while the other waits, then finds nothing left to do.
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
