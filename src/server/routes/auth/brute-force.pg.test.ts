import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFreshDatabase, dropDatabase } from "../../testing/scratch-database";
import { type ServerProcess, startServer } from "../../testing/server-process";
import { VALID_PASSWORD } from "../../testing/test-app";

/*
 * Brute force across real processes: two server processes on one PostgreSQL
 * database, reached over real sockets from 127.0.0.1, share the sign-in limit
 * (3 per 10 s per client). A forged X-Forwarded-For changes nothing unless the
 * peer is a configured trusted proxy.
 */

const DATABASE_URL = process.env.DATABASE_URL ?? "";
const DB_NAME = `app_bruteforce_${process.pid}`;
const SECRET = "brute-force-test-secret-0123456789abcdef-0123456789";
const BASE = "http://localhost:3000"; // BASE_URL of both servers: the Origin they trust
const servers: ServerProcess[] = [];
let url = "";

async function start(env: Record<string, string> = {}): Promise<string> {
  const server = startServer({
    PORT: "0",
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: SECRET,
    BASE_URL: BASE,
    ...env,
  });
  servers.push(server);
  return `http://127.0.0.1:${await server.listening}`;
}

function post(address: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${address}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, ...headers },
    body: JSON.stringify(body),
  });
}

const signIn = (address: string, email: string, headers: Record<string, string> = {}) =>
  post(address, "/api/auth/sign-in/email", { email, password: "Wrong-password-1" }, headers);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  url = await createFreshDatabase(DATABASE_URL, DB_NAME);
}, 30_000);

afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
  await dropDatabase(DATABASE_URL, DB_NAME);
}, 30_000);

describe("sign-in limit across two server processes", () => {
  it("the fourth attempt in 10 s is refused whichever process it reaches", async () => {
    // Started one after the other: both run migrations, which must not collide.
    const first = await start();
    const second = await start();
    const email = `brute-${Date.now()}@example.com`;
    const created = await post(first, "/api/auth/sign-up/email", {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: VALID_PASSWORD,
    });
    expect(created.status).toBe(200);

    const statuses: number[] = [];
    for (const address of [first, second, first, second, first]) {
      statuses.push((await signIn(address, email)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // Forged client addresses do not open a fresh bucket on either process.
    for (const address of [first, second]) {
      const forged = await signIn(address, email, { "x-forwarded-for": "203.0.113.77" });
      expect(forged.status).toBe(429);
      expect((await forged.json()).error.code).toBe("RATE_LIMITED");
    }
  }, 90_000);

  it("behind a configured trusted proxy, X-Forwarded-For names the client", async () => {
    const proxied = await start({ TRUSTED_PROXIES: "127.0.0.1" });
    const email = `proxied-${Date.now()}@example.com`;
    // Each client (by its forwarded address) has its own bucket.
    const a = { "x-forwarded-for": "203.0.113.10" };
    const b = { "x-forwarded-for": "203.0.113.11" };
    const statuses: number[] = [];
    for (const headers of [a, a, a, a, b])
      statuses.push((await signIn(proxied, email, headers)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 401]);
    // A client cannot escape by prepending its own entry: the nearest untrusted hop counts.
    const spoofed = await signIn(proxied, email, {
      "x-forwarded-for": "198.51.100.1, 203.0.113.10",
    });
    expect(spoofed.status).toBe(429);
    // The window ends: after 10 s the first client may try again.
    await sleep(10_500);
    expect((await signIn(proxied, email, a)).status).toBe(401);
  }, 90_000);
});
