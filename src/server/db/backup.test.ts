import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { childEnv } from "../testing/server-process";
import { openDatabase } from "./client";
import { lockDataDir } from "./data-dir-lock";
import { runMigrations } from "./migrate";
import { user } from "./schema";

/* npm run backup / npm run restore on the embedded database, through the real command. */

function cli(command: "backup" | "restore", dataDir: string, file?: string) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/server/backup-cli.ts", command, ...(file ? [file] : [])],
    { env: childEnv({ DATA_DIR: dataDir }), encoding: "utf8" },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withDatabase<T>(
  dataDir: string,
  use: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const emails = (dataDir: string) =>
  withDatabase(dataDir, async ({ db }) =>
    (await db.select({ email: user.email }).from(user)).map((row) => row.email).sort(),
  );

const addUser = (dataDir: string, email: string) =>
  withDatabase(dataDir, async ({ db }) => {
    await db.insert(user).values({ id: email, name: email, email });
  });

describe("backup and restore of the embedded database", () => {
  it("round-trips: what the backup held comes back, later changes are set aside", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "backup-test-"));
    await withDatabase(dataDir, (database) => runMigrations(database));
    await addUser(dataDir, "before@example.com");

    const file = path.join(dataDir, "copy.tar.gz");
    const backup = cli("backup", dataDir, file);
    expect(backup.output).toContain(`Backup written to ${file}`);
    expect(backup.status).toBe(0);

    await addUser(dataDir, "after@example.com");
    expect(await emails(dataDir)).toEqual(["after@example.com", "before@example.com"]);

    const restore = cli("restore", dataDir, file);
    expect(restore.output).toContain("(1 users)");
    expect(restore.status).toBe(0);
    expect(await emails(dataDir)).toEqual(["before@example.com"]);
    // The replaced database is kept, not deleted.
    const kept = readdirSync(dataDir).filter((name) => name.startsWith("pglite.before-restore-"));
    expect(kept).toHaveLength(1);
    // Without a file name the backup goes to DATA_DIR/backups.
    expect(cli("backup", dataDir).status).toBe(0);
    expect(readdirSync(path.join(dataDir, "backups"))).toHaveLength(1);
  }, 120_000);

  it("refuses to run while a server holds the data folder, and a bad file changes nothing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "backup-test-"));
    await withDatabase(dataDir, (database) => runMigrations(database));
    await addUser(dataDir, "kept@example.com");

    const unlock = lockDataDir(path.join(dataDir, "pglite")); // as a running server does
    try {
      const busy = cli("backup", dataDir, path.join(dataDir, "x.tar.gz"));
      expect(busy.status).toBe(1);
      expect(busy.output).toMatch(/in use by process \d+/);
      expect(busy.output).toContain("run while the server is stopped");
      expect(existsSync(path.join(dataDir, "x.tar.gz"))).toBe(false);
    } finally {
      unlock();
    }

    const garbage = path.join(dataDir, "garbage.tar.gz");
    writeFileSync(garbage, "not a backup");
    expect(cli("restore", dataDir, garbage).status).toBe(1);
    expect(await emails(dataDir)).toEqual(["kept@example.com"]);
    expect(readdirSync(dataDir).filter((name) => name.includes("restoring"))).toEqual([]);
  }, 120_000);
});
