import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock";

/*
 * Backups of the embedded database (PGlite in DATA_DIR/pglite).
 *
 * PGlite runs inside the server process and its files change under it, so a
 * copy taken while the server runs would be torn. A backup therefore takes the
 * data folder's lock first: it runs only while no server holds the folder (the
 * command says so otherwise), and nothing can write during the dump. The dump
 * is PGlite's own dumpDataDir (a gzipped tar of the cluster after a clean
 * shutdown), written to a temporary file and renamed, so a crash never leaves a
 * half-written backup under the final name.
 *
 * Restore loads the file into a new folder beside the live one, checks that it
 * opens and answers, and only then swaps folders; the previous folder is kept
 * as pglite.before-restore-<time> until the operator deletes it.
 */

const LOCK_FILE = "owner.pid";

export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(dataDir)) throw new Error(`No embedded database in ${dataDir}.`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    let dump: Blob;
    try {
      dump = await client.dumpDataDir("gzip");
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial-${process.pid}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    unlock();
  }
}

export async function restorePglite(
  dataDir: string,
  file: string,
): Promise<{ previous: string | null; users: number }> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  const target = path.resolve(dataDir);
  const unlockLive = existsSync(target) ? lockDataDir(target) : () => {};
  const staging = `${target}.restoring-${process.pid}`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const client = await PGlite.create(staging, {
      loadDataDir: new Blob([readFileSync(file)]),
    });
    let users: number;
    try {
      // A restored database must open and answer before it replaces the live one.
      const result = await client.query<{ n: number }>("select count(*)::int as n from users");
      users = result.rows[0]?.n ?? 0;
    } finally {
      await client.close();
    }
    // The dump may carry the lock file of the process that made it.
    rmSync(path.join(staging, LOCK_FILE), { force: true });
    const unlockStaging = lockDataDir(staging);
    let previous: string | null = null;
    if (existsSync(target)) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(target, previous);
      rmSync(path.join(previous, LOCK_FILE), { force: true });
    }
    renameSync(staging, target);
    unlockStaging();
    rmSync(path.join(target, LOCK_FILE), { force: true });
    return { previous, users };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    unlockLive();
    throw error;
  }
}
