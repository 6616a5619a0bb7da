import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { createTestApp, signUp } from "../../testing/test-app";

describe("GET /api/health", () => {
  it("answers 200 {status: ok} when the database answers", async () => {
    const { client } = await createTestApp();
    const response = await client().request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with a JSON error when the database does not", async () => {
    const database = await openDatabase({ kind: "pglite" });
    const { client } = await createTestApp({ database });
    await database.close();
    const response = await client().request("/api/health");
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("DATABASE_UNAVAILABLE");
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON", async () => {
    const { client } = await createTestApp();
    const response = await client().request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });

  it("refuse oversized bodies with 413 JSON", async () => {
    const { client } = await createTestApp();
    const response = await client().request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "a@example.com", password: "x".repeat(70_000) },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("database outages", () => {
  it("health answers 503 when PostgreSQL cannot be reached", async () => {
    // Port 9 (discard) has no PostgreSQL behind it: connections are refused at once.
    const database = await openDatabase({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:9/none",
    });
    try {
      const { client } = await createTestApp({ database });
      const response = await client().request("/api/health");
      expect(response.status).toBe(503);
    } finally {
      await database.close();
    }
  });

  it("other routes answer 503 JSON, not 500, while the database is gone", async () => {
    const database = await openDatabase({ kind: "pglite" });
    await runMigrations(database);
    const { client } = await createTestApp({ database });
    const signedIn = client();
    await signUp(signedIn);
    await database.close();
    const response = await signedIn.request("/api/me");
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("DATABASE_UNAVAILABLE");
  });
});

it("auth endpoints answer 503 JSON while the database is gone", async () => {
  const database = await openDatabase({ kind: "pglite" });
  await runMigrations(database);
  const { client } = await createTestApp({ database });
  await database.close();
  const response = await client().request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: "someone@example.com", password: "Whatever-123!" },
  });
  expect(response.status).toBe(503);
  expect((await response.json()).error.code).toBe("DATABASE_UNAVAILABLE");
});
