import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { userExperiences } from "../db/schema";
import { seedCatalogue } from "../db/seed";
import { createFreshDatabase, dropDatabase } from "../testing/scratch-database";
import { postgresAddress, startTcpProxy, type TcpProxy, throughPort } from "../testing/tcp-proxy";
import { createTestApp, signUp, VALID_PASSWORD } from "../testing/test-app";

/*
 * PostgreSQL "stops" mid-run: the app reaches its own fresh database through a
 * TCP proxy that the test cuts (every connection reset, new ones refused) and
 * restores. The shared PostgreSQL server itself is never touched.
 */

const DATABASE_URL = process.env.DATABASE_URL ?? "";
const DB_NAME = `app_faults_${process.pid}`;
let proxy: TcpProxy;
let database: DatabaseHandle;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const direct = await createFreshDatabase(DATABASE_URL, DB_NAME);
  proxy = await startTcpProxy(postgresAddress(direct));
  database = await openDatabase({ kind: "postgres", url: throughPort(direct, proxy.port) });
  await runMigrations(database);
  await seedCatalogue(database.db);
  ctx = await createTestApp({ database });
}, 60_000);

afterAll(async () => {
  await database?.close().catch(() => {});
  await proxy?.close();
  await dropDatabase(DATABASE_URL, DB_NAME);
}, 30_000);

async function expect503(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect((await response.json()).error.code).toBe("DATABASE_UNAVAILABLE");
}

describe("the database goes away and comes back", () => {
  it("answers 503 JSON while it is gone, recovers without a restart, and a retried save lands once", async () => {
    const client = ctx.client();
    const { email } = await signUp(client);
    const first = await client.request("/api/experiences", {
      method: "POST",
      json: { stepNumber: 1, experienceText: "Before the outage", rating: 6 },
    });
    expect(first.status).toBe(201);
    expect((await client.request("/api/health")).status).toBe(200);

    proxy.cut();
    const key = randomUUID();
    const pending = {
      stepNumber: 1,
      experienceText: "Written during the outage",
      rating: 8,
      idempotencyKey: key,
    };
    await expect503(await client.request("/api/health"));
    await expect503(await client.request("/api/experiences", { method: "POST", json: pending }));
    await expect503(await client.request("/api/experiences"));
    await expect503(await client.request("/api/me"));
    await expect503(await client.request("/api/steps"));
    await expect503(
      await ctx.client().request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password: VALID_PASSWORD },
      }),
    );

    proxy.restore();
    // The pool opens fresh connections on demand: no restart, no manual step.
    await expect.poll(async () => (await client.request("/api/health")).status).toBe(200);
    const retried = await client.request("/api/experiences", { method: "POST", json: pending });
    expect(retried.status).toBe(201);
    // The client cannot know whether an earlier attempt landed; a repeat changes nothing.
    const repeated = await client.request("/api/experiences", { method: "POST", json: pending });
    expect(repeated.status).toBe(200);
    const rows = await database.db
      .select()
      .from(userExperiences)
      .where(eq(userExperiences.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect((await client.request("/api/me")).status).toBe(200);
  }, 60_000);

  it("a save cut off mid-request is retried without a duplicate", async () => {
    const client = ctx.client();
    await signUp(client);
    const key = randomUUID();
    const body = { stepNumber: 1, experienceText: "Cut in flight", rating: 5, idempotencyKey: key };
    // Cut while requests are in flight: some may have committed, some not.
    const inFlight = Array.from({ length: 5 }, () =>
      client.request("/api/experiences", { method: "POST", json: body }),
    );
    setTimeout(() => proxy.cut(), 1);
    const statuses = (await Promise.all(inFlight)).map((response) => response.status);
    for (const status of statuses) expect([200, 201, 503]).toContain(status);
    proxy.restore();
    await expect.poll(async () => (await client.request("/api/health")).status).toBe(200);
    const retry = await client.request("/api/experiences", { method: "POST", json: body });
    expect([200, 201]).toContain(retry.status);
    const rows = await database.db
      .select()
      .from(userExperiences)
      .where(eq(userExperiences.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  }, 60_000);
});
