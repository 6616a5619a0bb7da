import { randomUUID } from "node:crypto";
import { notInArray } from "drizzle-orm";
import pg from "pg";
import { grantAdminByEmail } from "../accounts/roles";
import { createApp } from "../app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { steps, upgrades } from "../db/schema";
import { seedCatalogue } from "../db/seed";
import { type Config, loadConfig } from "../env";

/*
 * API tests run the real app in-process against a real database: an in-memory
 * PGlite per test worker, or, when DATABASE_URL is set (npm run test:pg), a
 * fresh PostgreSQL database per worker.
 */

export const TEST_BASE_URL = "http://localhost:3000";
const TEST_SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";

let sharedDatabase: Promise<DatabaseHandle> | undefined;

/** The worker's database, migrated and seeded once. */
export function testDatabase(): Promise<DatabaseHandle> {
  sharedDatabase ??= openTestDatabase();
  return sharedDatabase;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: "postgres", url: await createWorkerDatabase(url) })
    : await openDatabase({ kind: "pglite" });
  await runMigrations(database);
  await seedCatalogue(database.db);
  return database;
}

async function createWorkerDatabase(url: string): Promise<string> {
  const name = `app_test_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const workerUrl = new URL(url);
  workerUrl.pathname = `/${name}`;
  return workerUrl.toString();
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: ".tmp/test-data",
    BETTER_AUTH_SECRET: TEST_SECRET,
    ...overrides,
  });
}

export interface TestClient {
  /** Sends a request as one client (fixed address, own cookie jar). */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  cookies: Map<string, string>;
  ip: string;
}

export async function createTestApp(
  options: { env?: Record<string, string>; database?: DatabaseHandle } = {},
) {
  const database = options.database ?? (await testDatabase());
  const config = testConfig(options.env);
  const { app, auth } = createApp({
    config,
    database,
    authSecret: config.BETTER_AUTH_SECRET ?? TEST_SECRET,
  });

  /** A new browser-like client with its own address and cookies. */
  function client(ip = randomIp()): TestClient {
    const cookies = new Map<string, string>();
    return {
      cookies,
      ip,
      async request(path, init = {}) {
        const headers = new Headers(init.headers);
        headers.set("origin", TEST_BASE_URL);
        if (cookies.size > 0) {
          headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
        }
        let body = init.body;
        if (init.json !== undefined) {
          headers.set("content-type", "application/json");
          body = JSON.stringify(init.json);
        }
        const response = await app.request(
          `${TEST_BASE_URL}${path}`,
          { ...init, headers, body },
          // What @hono/node-server hands the app: the socket tells the client's address.
          { incoming: { socket: { remoteAddress: ip } } },
        );
        for (const line of response.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const index = pair.indexOf("=");
          const name = pair.slice(0, index);
          const value = pair.slice(index + 1);
          if (/max-age=0/i.test(line) || value === "") cookies.delete(name);
          else cookies.set(name, value);
        }
        return response;
      },
    };
  }

  return { app, auth, database, config, client };
}

let ipCounter = 0;
function randomIp(): string {
  ipCounter += 1;
  // Documentation range (TEST-NET-2): never a real host; only a label here.
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const VALID_PASSWORD = "Correct-Horse-42";

export async function signUp(
  client: TestClient,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  const body = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail(),
    password: VALID_PASSWORD,
    ...overrides,
  };
  const response = await client.request("/api/auth/sign-up/email", { method: "POST", json: body });
  return { response, ...body };
}

/** Who /api/me says is signed in for this client (null when signed out). */
export async function currentUser(
  client: TestClient,
): Promise<{ id: string; email: string } | null> {
  const response = await client.request("/api/me");
  if (response.status !== 200) throw new Error(`/api/me answered ${response.status}`);
  return (await response.json()).user;
}

/** Signs a new client up and grants it the admin role (what `npm run admin -- grant` does). */
export async function signUpAdmin(app: Awaited<ReturnType<typeof createTestApp>>) {
  const client = app.client();
  const account = await signUp(client);
  if (!(await grantAdminByEmail(app.database.db, account.email))) {
    throw new Error(`could not grant admin to ${account.email}`);
  }
  return { client, ...account };
}

/**
 * Remembers which upgrade and step rows exist; the returned function deletes
 * every row added since. Test files share their worker's database, and others
 * expect the seeded catalogue alone.
 */
export async function rememberContentRows(database: DatabaseHandle) {
  const { db } = database;
  const stepIds = (await db.select({ id: steps.id }).from(steps)).map((row) => row.id);
  const upgradeIds = (await db.select({ id: upgrades.id }).from(upgrades)).map((row) => row.id);
  return async function deleteAddedContentRows() {
    await db.delete(steps).where(notInArray(steps.id, stepIds));
    await db.delete(upgrades).where(notInArray(upgrades.id, upgradeIds));
  };
}
