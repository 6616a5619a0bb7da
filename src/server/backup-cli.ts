import path from "node:path";
import { backupPglite, restorePglite } from "./db/backup";
import { DataDirInUseError } from "./db/data-dir-lock";
import { ConfigError, loadConfig } from "./env";

const USAGE = "Usage: npm run backup [FILE]  |  npm run restore FILE";

async function run(args: string[]): Promise<number> {
  const [command, file] = args;
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (see README, Backups).",
    );
    return 2;
  }
  const dataDir = path.join(config.DATA_DIR, "pglite");
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const target = file ?? path.join(config.DATA_DIR, "backups", `pglite-${stamp}.tar.gz`);
    const { bytes } = await backupPglite(dataDir, target);
    console.log(`Backup written to ${target} (${bytes} bytes).`);
    return 0;
  }
  if (command === "restore" && file) {
    const { previous, users } = await restorePglite(dataDir, file);
    console.log(`Restored ${file} into ${dataDir} (${users} users).`);
    if (previous) console.log(`The database it replaced is kept in ${previous}.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message}\nBackups and restores of the embedded database run while the server is stopped.`,
      );
    } else console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
