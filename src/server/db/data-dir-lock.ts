import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite is an in-process database: two processes writing one data folder
 * would corrupt it. A lock file holding the owner's pid keeps a second process
 * (a second server, or the admin command while the server runs) out, and a
 * lock left by a process that died is taken over.
 */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

export function lockDataDir(directory: string): () => void {
  const file = path.join(directory, "owner.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The embedded database in ${directory} is in use by process ${owner}. ` +
            "Stop that process first, or use PostgreSQL (DATABASE_URL) to run several processes.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${directory}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
