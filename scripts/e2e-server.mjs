#!/usr/bin/env node
// Starts the built server for the end-to-end tests on a fresh, throw-away
// data folder: .tmp/e2e-data is deleted and recreated on every run.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// E2E_DIST and E2E_PORT let two builds be tested side by side (e.g. two worktrees).
const entry = join(root, process.env.E2E_DIST ?? "dist", "server", "main.js");
const port = process.env.E2E_PORT ?? "3100";
const dataDir = join(root, ".tmp", `e2e-data-${port}`);

if (!existsSync(entry)) {
  console.error(`e2e-server: ${entry} is missing; run "npm run build" first.`);
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The embedded database in the fresh folder, unless E2E_DATABASE_URL names a
// PostgreSQL server: then a fresh database on it. Never real mail.
const { DATABASE_URL: _database, SMTP_URL: _smtp, E2E_DATABASE_URL, ...inherited } = process.env;
const database = E2E_DATABASE_URL ? { DATABASE_URL: await freshDatabase(E2E_DATABASE_URL) } : {};

/** Drops and recreates `e2e_<port>` on the server of `url`; returns its URL. */
async function freshDatabase(url) {
  const { default: pg } = await import("pg");
  const name = `e2e_${port}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

const child = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...inherited,
    ...database,
    PORT: port,
    DATA_DIR: dataDir,
    BASE_URL: `http://localhost:${port}`,
    // The suite's admin: whoever signs up with this address gets the role (see e2e/fixtures.ts).
    ADMIN_EMAILS: "admin@e2e.test",
  },
});

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on("exit", (code, signal) => {
  // Mirror the child's end: its exit code, or 128 + the signal number.
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 0));
});

child.on("error", (error) => {
  console.error("e2e-server: could not start the server", error);
  process.exit(1);
});
