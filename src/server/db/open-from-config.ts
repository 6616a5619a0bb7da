import path from "node:path";
import type { Config } from "../env";
import { type DatabaseHandle, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { seedCatalogue } from "./seed";

/** Opens the configured database, brings its schema up to date and seeds first-start content. */
export async function openReadyDatabase(config: Config): Promise<DatabaseHandle> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.join(config.DATA_DIR, "pglite") });
  try {
    await runMigrations(database);
    await seedCatalogue(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
