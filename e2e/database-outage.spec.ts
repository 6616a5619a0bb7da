import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createFreshDatabase, dropDatabase } from "../src/server/testing/scratch-database";
import {
  postgresAddress,
  startTcpProxy,
  type TcpProxy,
  throughPort,
} from "../src/server/testing/tcp-proxy";
import { expect, makeUser, signUpThroughApi, test, toast } from "./fixtures";
import { openStepOneDialog, readLocal } from "./step-helpers";

/*
 * PostgreSQL stops mid-run and comes back. This spec starts its own built
 * server (port E2E_PORT + 5) on a fresh PostgreSQL database reached through a
 * TCP proxy it controls, so "stopping the database" never touches the shared
 * PostgreSQL server. Needs PostgreSQL on DATABASE_URL (default: local, as in CI).
 */

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const BASE_URL = `http://localhost:${PORT}`;
const DB_NAME = `app_e2e_outage_${PORT}`;
const root = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(root, process.env.E2E_DIST ?? "dist", "server", "main.js");

let proxy: TcpProxy;
let server: ChildProcess;
let directUrl = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(entry)) throw new Error(`${entry} is missing; run "npm run build" first.`);
  directUrl = await createFreshDatabase(ADMIN_URL, DB_NAME);
  proxy = await startTcpProxy(postgresAddress(directUrl));
  const dataDir = path.join(root, ".tmp", `e2e-outage-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const { SMTP_URL: _smtp, ...inherited } = process.env;
  server = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: throughPort(directUrl, proxy.port),
      BETTER_AUTH_SECRET: "outage-spec-secret-0123456789abcdef-0123456789",
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE_URL}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await proxy?.close();
  if (directUrl) await dropDatabase(ADMIN_URL, DB_NAME);
});

async function rowsFor(email: string): Promise<{ experience_text: string }[]> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    const result = await client.query<{ experience_text: string }>(
      `select e.experience_text from user_experiences e join users u on u.id = e.user_id
       where u.email = $1 order by e.created_at`,
      [email],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

test("a save during an outage is kept in the browser and uploads once the database is back", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const user = await signUpThroughApi(context.request, makeUser("outage"));
  const text = `Written while the database was away ${Date.now()}`;

  const dialog = await openStepOneDialog(page);
  await dialog.getByLabel("Your Experience").fill(text);

  proxy.cut();
  const health = await context.request.get("/api/health");
  expect(health.status()).toBe(503);
  expect((await health.json()).error.code).toBe("DATABASE_UNAVAILABLE");

  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(toast(page, "Save failed")).toContainText(
    "Your response is saved locally. We'll retry when you continue.",
  );
  await expect(dialog).toBeVisible();
  expect(await readLocal(page, "step_1_submitted")).toMatchObject({ experience: text });

  // The database returns; the same server process carries on without a restart.
  proxy.restore();
  await expect
    .poll(async () => (await context.request.get("/api/health")).status(), { timeout: 15_000 })
    .toBe(200);

  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(toast(page, "Progress saved!")).toBeVisible();
  await expect.poll(() => readLocal(page, "step_1_submitted")).toBeNull();
  expect(await rowsFor(user.email)).toEqual([{ experience_text: text }]);
  await context.close();
});
