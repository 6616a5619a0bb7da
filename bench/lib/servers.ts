/*
 * Helpers the benches share: start the built server (or a bare node:http
 * ceiling) as a child process, make scratch PostgreSQL databases, and sign
 * users up quickly.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import path from "node:path";
import {
  createFreshDatabase,
  dropDatabase as dropFrom,
} from "../../src/server/testing/scratch-database";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const POSTGRES_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECRET = "bench-secret-that-is-long-enough-for-better-auth-0123456789";

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Builds the app once if `dist/` is missing (benches measure the production build). */
export async function ensureBuilt(): Promise<void> {
  if (existsSync(path.join(ROOT, "dist/server/main.js"))) return;
  await run("npm", ["run", "build"]);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed`))));
  });
}

/** Drops and recreates a scratch database on the PostgreSQL server; returns its URL. */
export function scratchDatabase(name: string): Promise<string> {
  return createFreshDatabase(POSTGRES_URL, name);
}

export function dropDatabase(name: string): Promise<void> {
  return dropFrom(POSTGRES_URL, name);
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

/**
 * Starts dist/server/main.js on `port`: on PostgreSQL when `databaseUrl` is
 * given, else on a fresh embedded PGlite folder. The bench's own address is
 * a trusted proxy so it can stand in for many clients (X-Forwarded-For).
 */
export async function startServer(options: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<Running> {
  const dataDir = path.join(ROOT, ".tmp", `bench-data-${options.port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, [path.join(ROOT, "dist/server/main.js")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      BASE_URL: url,
      BETTER_AUTH_SECRET: SECRET,
      TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
  await waitForHealth(url, child);
  return { url, child, stop: stopper(child) };
}

/** A bare node:http server answering a small JSON body: the machine's ceiling. */
export async function startCeiling(port: number): Promise<Running> {
  const source = `require("node:http").createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"status":"ok"}');
  }).listen(${port});`;
  const child = spawn(process.execPath, ["-e", source], { stdio: "inherit" });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return { url, child, stop: stopper(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("ceiling server did not start");
}

/** Signs a new account up through the API, as its own client address; returns the cookie. */
export async function signUpUser(baseUrl: string, n: number): Promise<string> {
  const unique = `${Date.now().toString(36)}-${n}`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      email: `bench-${unique}@example.com`,
      password: `Bench!Pass-${unique}-X1`,
      firstName: "Bench",
      lastName: `User ${n}`,
    }),
  });
  if (!response.ok) throw new Error(`sign-up ${n}: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  return cookies.join("; ");
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function machineLine(): string {
  return `${process.platform}, Node ${process.version}, ${availableParallelism()} cores, ${cpus()[0]?.model ?? "unknown CPU"}`;
}
