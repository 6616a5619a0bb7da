import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, currentUser } from "../testing/test-app";

/*
 * Bad input to every endpoint of the foundation gets a JSON error with a 4xx
 * status, never a 5xx. Each request comes from a fresh client address so the
 * rate limiter does not hide what the handler would answer.
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});

async function expectJson4xx(response: Response) {
  const text = await response.text();
  expect(response.status, text).toBeGreaterThanOrEqual(400);
  expect(response.status, text).toBeLessThan(500);
  const body = JSON.parse(text);
  expect(body.error.code).toBeTypeOf("string");
  expect(body.error.message).toBeTypeOf("string");
}

const JSON_ENDPOINTS = ["/api/auth/sign-up/email", "/api/auth/sign-in/email"];

describe("hand-picked bad input", () => {
  const bodies: [string, string, string][] = [
    ["empty body", "", "application/json"],
    ["JSON null", "null", "application/json"],
    ["a JSON array", "[1,2,3]", "application/json"],
    ["a JSON string", '"hello"', "application/json"],
    [
      "wrong types",
      '{"email":42,"password":["x"],"firstName":{},"lastName":null}',
      "application/json",
    ],
    ["broken JSON", '{"email":', "application/json"],
    ["text/plain", "email=a&password=b", "text/plain"],
  ];
  for (const path of JSON_ENDPOINTS) {
    it.each(bodies)(`${path}: %s`, async (_label, body, type) => {
      const response = await ctx.client().request(path, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      await expectJson4xx(response);
    });
  }

  it("a forged session cookie is simply signed out", async () => {
    const client = ctx.client();
    client.cookies.set("better-auth.session_token", "forged.value%3D%3D");
    expect(await currentUser(client)).toBeNull();
  });

  it("unknown auth paths and wrong methods answer 4xx JSON", async () => {
    await expectJson4xx(await ctx.client().request("/api/auth/no-such-endpoint"));
    await expectJson4xx(await ctx.client().request("/api/auth/sign-in/email"));
    await expectJson4xx(await ctx.client().request("/api/me", { method: "POST", json: {} }));
    await expectJson4xx(await ctx.client().request("/api/health", { method: "DELETE" }));
  });
});

describe("generated bad input", () => {
  for (const path of JSON_ENDPOINTS) {
    it(`${path} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) => {
          const response = await ctx.client().request(path, { method: "POST", json: value });
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) await expectJson4xx(response);
        }),
        { numRuns: 150 },
      );
    }, 120_000);
  }
});
