import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  currentUser,
  signUp,
  TEST_BASE_URL,
  type TestClient,
} from "../testing/test-app";

/*
 * Cross-site request forgery: a state-changing request that a browser sends
 * from another site is refused with 403 JSON, on the auth API and on our own
 * routes, with or without a session cookie. GET never changes state.
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUSTED_ORIGINS: "https://partner.example" } });
});

const FOREIGN = "https://evil.example";
const UNSAFE = ["POST", "PUT", "PATCH", "DELETE"];

/** Every state-changing API path: ours from app.routes, Better Auth's from its endpoint table. */
function unsafeEndpoints(): { method: string; path: string }[] {
  const ours = ctx.app.routes
    .filter((route) => UNSAFE.includes(route.method) && !route.path.includes("*"))
    .map(({ method, path }) => ({ method, path }));
  const auth = Object.values(ctx.auth.api as Record<string, unknown>).flatMap((endpoint) => {
    const { path, options } = (endpoint ?? {}) as { path?: string; options?: { method?: unknown } };
    if (!path) return [];
    const methods = [options?.method].flat().filter((m): m is string => typeof m === "string");
    return methods
      .filter((method) => UNSAFE.includes(method))
      .map((method) => ({ method, path: `/api/auth${path.replace(/:(\w+)/g, "x")}` }));
  });
  return [...ours, ...auth];
}

/** Row counts of every table but the rate-limit counters (bookkeeping, not state). */
async function tableDigest(): Promise<Record<string, string>> {
  const tables = await ctx.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('rate_limits') and table_name not like '%migrations%'
        order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const [row] = rowsOf<{ digest: string }>(
      await ctx.database.db.execute<{ digest: string }>(
        sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(name)} t`,
      ),
    );
    digest[name] = row?.digest ?? "";
  }
  return digest;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A raw request with the client's cookies and exactly the headers given (no default Origin). */
function rawRequest(client: TestClient, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("cookie", [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  return ctx.app.request(
    `${TEST_BASE_URL}${path}`,
    { ...init, headers },
    {
      incoming: { socket: { remoteAddress: client.ip } },
    },
  );
}

describe("a foreign Origin", () => {
  it("is refused with 403 JSON on every state-changing endpoint, and nothing changes", async () => {
    const client = ctx.client();
    await signUp(client);
    const endpoints = unsafeEndpoints();
    expect(endpoints.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        "/api/experiences",
        "/api/upgrade-completions",
        "/api/auth/sign-out",
        "/api/auth/sign-in/email",
        "/api/auth/change-password",
        "/api/auth/delete-user",
      ]),
    );
    const before = await tableDigest();
    for (const { method, path } of endpoints) {
      const response = await client.request(path, {
        method,
        headers: { origin: FOREIGN },
        json: { stepNumber: 1, experienceText: "forged", rating: 5, upgradeId: "x" },
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: "CROSS_SITE_REQUEST",
          message: "This request came from another site and was refused.",
        },
      });
    }
    expect(await tableDigest()).toEqual(before);
    expect(await currentUser(client)).not.toBeNull();
  });

  it("is refused for a visitor without a cookie too (no login CSRF)", async () => {
    const { email } = await signUp(ctx.client());
    const response = await ctx.client().request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: FOREIGN },
      json: { email, password: "Correct-Horse-42" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("includes the opaque origin 'null' (sandboxed frames, file: pages)", async () => {
    const client = ctx.client();
    await signUp(client);
    const response = await client.request("/api/experiences", {
      method: "POST",
      headers: { origin: "null" },
      json: { stepNumber: 1, experienceText: "from a sandbox", rating: 5 },
    });
    expect(response.status).toBe(403);
  });

  it("does not block reads", async () => {
    const response = await ctx.client().request("/api/steps", { headers: { origin: FOREIGN } });
    expect(response.status).toBe(200);
  });
});

describe("allowed callers", () => {
  it("the app's own origin and TRUSTED_ORIGINS", async () => {
    const client = ctx.client();
    await signUp(client);
    for (const origin of [TEST_BASE_URL, "https://partner.example"]) {
      const response = await client.request("/api/experiences", {
        method: "POST",
        headers: { origin },
        json: { stepNumber: 1, experienceText: `from ${origin}`, rating: 5 },
      });
      expect(response.status, origin).toBe(201);
    }
  });

  it("a non-browser client (no Origin, no Sec-Fetch-Site) with its own cookie", async () => {
    const client = ctx.client();
    await signUp(client);
    const response = await rawRequest(client, "/api/experiences", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stepNumber: 1, experienceText: "from a script", rating: 6 }),
    });
    expect(response.status).toBe(201);
  });

  it("but Sec-Fetch-Site without Origin must say same-origin", async () => {
    const client = ctx.client();
    await signUp(client);
    const statuses: Record<string, number> = {};
    for (const site of ["cross-site", "same-site", "same-origin", "none"]) {
      const response = await rawRequest(client, "/api/experiences", {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": site },
        body: JSON.stringify({ stepNumber: 1, experienceText: `site ${site}`, rating: 6 }),
      });
      statuses[site] = response.status;
    }
    expect(statuses).toEqual({
      "cross-site": 403,
      "same-site": 403,
      "same-origin": 201,
      none: 201,
    });
  });
});

describe("GET never changes state", () => {
  /** Every GET API path: ours from app.routes, Better Auth's from its endpoint table. */
  function getEndpoints(): string[] {
    const ours = ctx.app.routes
      .filter((route) => route.method === "GET" && route.path.startsWith("/api/"))
      .filter((route) => !route.path.includes("*"))
      .map((route) => route.path);
    const auth = Object.values(ctx.auth.api as Record<string, unknown>).flatMap((endpoint) => {
      const { path, options } = (endpoint ?? {}) as {
        path?: string;
        options?: { method?: unknown };
      };
      return path && [options?.method].flat().includes("GET") ? [`/api/auth${path}`] : [];
    });
    return [...ours, ...auth];
  }

  /** Concrete URLs for a route: every parameter tried with a few real and odd values. */
  function urlsFor(path: string): string[] {
    const values = ["1", "3", "10", "reflexive-reading", "x", "0"];
    if (!path.includes(":")) return [path, `${path}?step=1&token=x&callbackURL=/`];
    return values.map((value) => path.replace(/:(\w+)/g, value));
  }

  it("for a visitor, a signed-in user, and with any parameters", async () => {
    const signedIn = ctx.client();
    await signUp(signedIn);
    // A first save, so reads have rows to look at.
    await signedIn.request("/api/experiences", {
      method: "POST",
      json: { stepNumber: 1, experienceText: "something to read", rating: 7 },
    });
    await currentUser(signedIn);
    const paths = getEndpoints();
    expect(paths).toEqual(
      expect.arrayContaining(["/api/me", "/api/experiences", "/api/progress/stream"]),
    );
    const before = await tableDigest();
    let requests = 0;
    for (const client of [ctx.client(), signedIn]) {
      for (const path of paths) {
        for (const url of urlsFor(path)) {
          const abort = new AbortController();
          const response = await client.request(url, { signal: abort.signal });
          expect(response.status, url).toBeLessThan(500);
          // The event stream never ends by itself: read its first event, then hang up.
          if (response.headers.get("content-type")?.includes("text/event-stream")) {
            await response.body?.getReader().read();
            abort.abort();
          } else await response.arrayBuffer();
          requests++;
        }
      }
    }
    expect(requests).toBeGreaterThan(40);
    expect(await tableDigest()).toEqual(before);
  });
});
