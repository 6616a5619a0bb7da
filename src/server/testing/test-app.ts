import { randomUUID } from "node:crypto";
import { notInArray } from "drizzle-orm";
import { grantAdminByEmail } from "../accounts/roles";
import { createApp } from "../app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { steps, upgrades } from "../db/schema";
import { seedCatalogue } from "../db/seed";
import { type Config, loadConfig } from "../env";
import type { Mailer, MailMessage } from "../mail/mailer";
import { createFreshDatabase } from "./scratch-database";

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
  return createFreshDatabase(url, `app_test_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`);
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
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    webRoot?: string;
    mailer?: Mailer;
  } = {},
) {
  const database = options.database ?? (await testDatabase());
  const config = testConfig(options.env);
  const { app, auth, fastPath } = createApp({
    config,
    database,
    authSecret: config.BETTER_AUTH_SECRET ?? TEST_SECRET,
    webRoot: options.webRoot,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });

  /** A new browser-like client with its own address and cookies. */
  function client(ip = randomIp()): TestClient {
    const cookies = new Map<string, string>();
    return {
      cookies,
      ip,
      async request(path, init = {}) {
        const headers = new Headers(init.headers);
        // A browser on the app's own page, unless the test says otherwise.
        if (!headers.has("origin")) headers.set("origin", config.baseUrl);
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

  return { app, auth, fastPath, database, config, client };
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

/** Passwords that break the spec's rule, each with the message it must get. */
export const PASSWORD_RULE_CASES: readonly [string, string][] = [
  ["Short-pw-1!", "Password must be at least 12 characters"],
  ["ALLUPPERCASE-123", "Password must contain at least one lowercase letter"],
  ["alllowercase-123", "Password must contain at least one uppercase letter"],
  ["NoDigitsHere-abc", "Password must contain at least one number"],
  ["NoSpecials12345a", "Password must contain at least one special character"],
  [`Aa1!${"x".repeat(97)}`, "Password must be less than 100 characters"],
];

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

/** A mailer that keeps every message in memory, and lets a test wait for the next one to `to`. */
export function memoryMailer() {
  const sent: MailMessage[] = [];
  const waiting: { to: string; resolve: (message: MailMessage) => void }[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      for (const waiter of waiting.filter((w) => w.to === message.to)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(message);
      }
      return {};
    },
  };
  return {
    mailer,
    sent,
    /** Resolves with the next message sent to `to`; call it before the request that sends. */
    nextTo(to: string, timeoutMs = 5_000): Promise<MailMessage> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), timeoutMs);
        waiting.push({
          to,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
  };
}
