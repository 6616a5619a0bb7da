import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNUSED_AUTH_PATHS } from "../auth";
import { createTestApp, signUp, TEST_BASE_URL } from "../testing/test-app";

/*
 * Generated input for every JSON endpoint: each run sends one request with a
 * generated body, query string and path parameters, half of them signed in.
 * `npm run test:fuzz` (run by CI) sends FUZZ_RUNS=1000 per endpoint; inside the
 * everyday API suite it is 100 per endpoint, to keep that suite quick. Every answer is below 500; every
 * rejection is a JSON error; a rejected request writes no row.
 *
 * Endpoints come from app.routes; Better Auth sits behind one wildcard route
 * there, so its endpoints come from its own endpoint table.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
// The event stream never ends by itself and is not a JSON endpoint; csrf.test.ts reads it.
const NOT_JSON = new Set(["GET /api/progress/stream"]);

// Created while the file loads: the tests are generated from its routes.
const ctx = await createTestApp();
let countRows: () => Promise<string>;
const figures = new Map<string, Record<number, number>>();

beforeAll(async () => {
  const tables = await ctx.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name <> 'rate_limits' and table_name not like '%migrations%'
        order by table_name`,
  );
  const names = rowsOf<{ name: string }>(tables).map((row) => row.name);
  // One query counts every table: rate-limit counters are bookkeeping, left out.
  const counts = sql.join(
    names.map((name) => sql`(select count(*) from ${sql.identifier(name)})::text`),
    sql` || ',' || `,
  );
  countRows = async () => {
    const [row] = rowsOf<{ counts: string }>(
      await ctx.database.db.execute(sql`select ${counts} as counts`),
    );
    return row?.counts ?? "";
  };
});

afterAll(() => {
  const lines = [...figures].map(
    ([endpoint, statuses]) =>
      `${endpoint.padEnd(44)} ${Object.entries(statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")}`,
  );
  const total = [...figures.values()].reduce(
    (sum, statuses) => sum + Object.values(statuses).reduce((a, b) => a + b, 0),
    0,
  );
  console.log(`[fuzz] ${total} requests over ${figures.size} endpoints\n${lines.join("\n")}`);
});

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

interface Endpoint {
  method: string;
  path: string;
}

function endpoints(): Endpoint[] {
  const ours = ctx.app.routes
    .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL")
    .filter((route) => !route.path.includes("*"))
    .map(({ method, path }) => ({ method, path }));
  const auth = Object.values(ctx.auth.api as Record<string, unknown>).flatMap((endpoint) => {
    const { path, options } = (endpoint ?? {}) as { path?: string; options?: { method?: unknown } };
    if (!path || (UNUSED_AUTH_PATHS as readonly string[]).includes(path)) return [];
    return [options?.method]
      .flat()
      .filter((method): method is string => typeof method === "string")
      .map((method) => ({ method, path: `/api/auth${path}` }));
  });
  const seen = new Set<string>();
  return [...ours, ...auth].filter((endpoint) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key) || NOT_JSON.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Field names the endpoints read, so generated objects often get past the first check.
const FIELDS = [
  "stepNumber",
  "experienceText",
  "rating",
  "idempotencyKey",
  "entries",
  "upgradeId",
  "responses",
  "timeSpentSeconds",
  "email",
  "password",
  "firstName",
  "lastName",
  "name",
  "results",
  "token",
  "newPassword",
  "currentPassword",
  "revokeOtherSessions",
  "callbackURL",
  "redirectTo",
  "rememberMe",
  "provider",
  "step",
] as const;

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: -5, max: 15 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("", "1", "10", "Correct-Horse-42", "a@example.com", "reflexive-reading", null),
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((json) => ({ text: JSON.stringify(json), json: true })),
  fc
    .record(Object.fromEntries(FIELDS.map((field) => [field, value])), { requiredKeys: [] })
    .map((object) => ({ text: JSON.stringify(object), json: true })),
  fc.string({ maxLength: 60 }).map((text) => ({ text, json: false })),
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  undefined,
);

const queryString = fc.oneof(
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })),
      fc.string({ maxLength: 20 }),
      {
        maxKeys: 4,
      },
    )
    .map((entries) => new URLSearchParams(entries).toString()),
  // Raw text, broken percent escapes included.
  fc.string({ maxLength: 30 }).map((raw) => raw.replace(/[#\s]/g, "%")),
);

const pathValue = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: -100, max: 1_000_000_000_000 }).map(String),
  fc.constantFrom(
    "1",
    "10",
    "0",
    "11",
    "1.5",
    "%00",
    "%E0%A4%A",
    "..",
    "reflexive-reading",
    "x".repeat(300),
  ),
);

function fillPath(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/:(\w+)/g, () => values[index++] || "x");
}

/** A signed-in session cookie for a fresh user (one per endpoint: sign-out ends it). */
async function sessionCookie(): Promise<string> {
  const client = ctx.client();
  await signUp(client);
  return [...client.cookies].map(([name, val]) => `${name}=${val}`).join("; ");
}

let ipCounter = 0;
function freshIp(): string {
  ipCounter++;
  // Each request its own client address, so rate limits do not hide the handlers.
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

describe("generated input to every JSON endpoint", () => {
  it("unused Better Auth endpoints are switched off", async () => {
    for (const path of UNUSED_AUTH_PATHS) {
      const posted = await ctx.client().request(`/api/auth${path}`, { method: "POST", json: {} });
      expect(posted.status, path).toBe(404);
      expect((await posted.json()).error.code).toBeTypeOf("string");
      // A blank callbackURL once made the verification link answer 500.
      const linked = await ctx.client().request(`/api/auth${path}?callbackURL=+&token=`);
      expect(linked.status, path).toBe(404);
    }
  });

  it("finds the endpoints", () => {
    const keys = endpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /api/experiences",
        "GET /api/steps/:n",
        "POST /api/auth/sign-in/email",
        "GET /api/auth/get-session",
      ]),
    );
  });

  for (const { method, path } of endpoints()) {
    it(`${method} ${path}`, async () => {
      const cookie = await sessionCookie();
      const statuses: Record<number, number> = {};
      figures.set(`${method} ${path}`, statuses);
      const paramCount = (path.match(/:\w+/g) ?? []).length;
      let rowCount = await countRows();
      await fc.assert(
        fc.asyncProperty(
          body,
          contentType,
          queryString,
          fc.array(pathValue, { minLength: paramCount, maxLength: paramCount }),
          fc.boolean(),
          async (generated, type, query, params, signedIn) => {
            const headers = new Headers({ origin: TEST_BASE_URL });
            if (signedIn) headers.set("cookie", cookie);
            const hasBody = method !== "GET" && method !== "HEAD";
            if (hasBody && type) headers.set("content-type", type);
            const response = await ctx.app.request(
              `${TEST_BASE_URL}${fillPath(path, params)}${query ? `?${query}` : ""}`,
              { method, headers, body: hasBody ? generated.text : undefined },
              { incoming: { socket: { remoteAddress: freshIp() } } },
            );
            const text = await response.text();
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            // One count per request: compared with the count after the previous one.
            const before = rowCount;
            rowCount = await countRows();
            expect(response.status, text).toBeLessThan(500);
            if (response.status >= 400) {
              expect(response.headers.get("content-type"), text).toContain("application/json");
              const parsed = JSON.parse(text);
              expect(parsed.error.code, text).toBeTypeOf("string");
              expect(parsed.error.message, text).toBeTypeOf("string");
              expect(rowCount, `rows written by a ${response.status}`).toBe(before);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }, 300_000);
  }
});
