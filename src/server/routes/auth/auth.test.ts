import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, session, user } from "../../db/schema";
import {
  createTestApp,
  currentUser,
  PASSWORD_RULE_CASES,
  signUp,
  uniqueEmail,
  VALID_PASSWORD,
} from "../../testing/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe("sign-up", () => {
  it.each(PASSWORD_RULE_CASES)("rejects %j with the spec's message", async (password, message) => {
    const email = uniqueEmail();
    const { response } = await signUp(ctx.client(), { password, email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_ERROR", message, fields: { password: message } },
    });
    const rows = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(0);
  });

  it("requires every field and a valid email", async () => {
    const response = await ctx.client().request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "not-an-email", password: VALID_PASSWORD },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.fields).toMatchObject({
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: "Invalid email address",
    });
  });

  it("creates the account and its profile, and signs the user in", async () => {
    const client = ctx.client();
    const { response, email } = await signUp(client, { firstName: "Grace", lastName: "Hopper" });
    expect(response.status).toBe(200);
    expect([...client.cookies.keys()].some((name) => name.includes("session_token"))).toBe(true);

    const [account] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(account).toBeDefined();
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, account?.id ?? ""));
    expect(profile).toMatchObject({ email, firstName: "Grace", lastName: "Hopper" });

    expect(await currentUser(client)).toMatchObject({ email });
  });

  it("refuses a second account with the same email", async () => {
    const email = uniqueEmail();
    await signUp(ctx.client(), { email });
    const { response } = await signUp(ctx.client(), { email });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = await response.json();
    expect(body.error.message).toMatch(/already exists/i);
  });

  it("answers malformed JSON with a 400 JSON error", async () => {
    const response = await ctx.client().request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBeTypeOf("string");
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses a wrong one", async () => {
    const { email } = await signUp(ctx.client());
    const client = ctx.client();

    const wrong = await client.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "Wrong-password-1" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
    expect(await currentUser(client)).toBeNull();

    const right = await client.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: VALID_PASSWORD },
    });
    expect(right.status).toBe(200);
    expect(await currentUser(client)).toMatchObject({ email });
  });

  it("gives an unknown email the same answer as a wrong password", async () => {
    const response = await ctx.client().request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: uniqueEmail("nobody"), password: VALID_PASSWORD },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
  });

  it("ends the session on sign-out", async () => {
    const client = ctx.client();
    await signUp(client);
    const staleCookies = new Map(client.cookies);
    const out = await client.request("/api/auth/sign-out", { method: "POST", json: {} });
    expect(out.status).toBe(200);
    expect(await currentUser(client)).toBeNull();

    // The old cookie must not work either: the session is gone on the server.
    client.cookies.clear();
    for (const [name, value] of staleCookies) client.cookies.set(name, value);
    expect(await currentUser(client)).toBeNull();
  });
});

describe("session cookies", () => {
  function sessionCookieLine(response: Response): string {
    const line = response.headers.getSetCookie().find((l) => l.includes("session_token="));
    if (!line) throw new Error("no session cookie set");
    return line;
  }

  it("are HttpOnly, SameSite=Lax and host-wide, without Secure over http", async () => {
    const { response, email } = await signUp(ctx.client());
    const client = ctx.client();
    const signIn = await client.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: VALID_PASSWORD },
    });
    for (const line of [sessionCookieLine(response), sessionCookieLine(signIn)]) {
      expect(line).toMatch(/^better-auth\.session_token=/);
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
      expect(line).toMatch(/; Path=\//i);
      expect(line).not.toMatch(/; Secure/i);
    }
  });

  it("get the __Secure- prefix and Secure when BASE_URL is https", async () => {
    const secure = await createTestApp({
      database: ctx.database,
      env: { BASE_URL: "https://steps.example.org" },
    });
    const client = secure.client();
    const { response } = await signUp(client);
    const line = sessionCookieLine(response);
    expect(line).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(await currentUser(client)).not.toBeNull();
    // The plain-named cookie is not read on an https deployment.
    const downgraded = secure.client();
    for (const [name, value] of client.cookies)
      downgraded.cookies.set(name.replace("__Secure-", ""), value);
    expect(await currentUser(downgraded)).toBeNull();
  });

  it("a sign-in issues a new session id, never the one the browser already held", async () => {
    const client = ctx.client();
    const { email } = await signUp(client);
    const tokenName = "better-auth.session_token";
    const before = client.cookies.get(tokenName);
    expect(before).toBeTruthy();
    const again = await client.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: VALID_PASSWORD },
    });
    expect(again.status).toBe(200);
    const after = client.cookies.get(tokenName);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // A value planted before sign-in (session fixation) is replaced, not adopted.
    const victim = ctx.client();
    victim.cookies.set(tokenName, "planted-by-attacker.c2lnbmF0dXJl");
    await victim.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: VALID_PASSWORD },
    });
    expect(victim.cookies.get(tokenName)).not.toContain("planted-by-attacker");
    expect(await currentUser(victim)).toMatchObject({ email });
    const sessions = await ctx.database.db.select().from(session);
    expect(sessions.some((row) => row.token.includes("planted-by-attacker"))).toBe(false);
  });
});

describe("rate limiting", () => {
  it("answers the fourth sign-in within 10 seconds from one client with 429", async () => {
    const { email } = await signUp(ctx.client());
    const client = ctx.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await client.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password: "Wrong-password-1" },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    // Another client is not affected, and a forged X-Forwarded-For does not
    // move the first client into a fresh bucket.
    const forged = await client.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9" },
      json: { email, password: VALID_PASSWORD },
    });
    expect(forged.status).toBe(429);
    expect((await forged.json()).error.code).toBe("RATE_LIMITED");
    const other = await ctx.client().request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: VALID_PASSWORD },
    });
    expect(other.status).toBe(200);
  });

  it("keeps counting across two app instances on one database", async () => {
    const second = await createTestApp({ database: ctx.database });
    const { email } = await signUp(ctx.client());
    const ip = "198.51.100.200";
    const first = ctx.client(ip);
    const other = second.client(ip);
    const statuses: number[] = [];
    for (const client of [first, other, first, other]) {
      const response = await client.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password: "Wrong-password-1" },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe("the sign-up rule for server-side callers", () => {
  it("applies to auth.api as well as HTTP", async () => {
    // Extra fields pass through to the hook, as they do over HTTP.
    const body = {
      name: "x",
      email: uniqueEmail(),
      password: "weakpassword",
      firstName: "A",
      lastName: "B",
    };
    await expect(ctx.auth.api.signUpEmail({ body })).rejects.toThrow(
      "Password must contain at least one uppercase letter",
    );
  });
});

describe("password reset links", () => {
  it("never redirect through the API, so no callbackURL can send a user elsewhere", async () => {
    for (const callbackURL of ["//evil.example", "javascript:alert(1)", "http://[", " "]) {
      const query = new URLSearchParams({ callbackURL }).toString();
      const response = await ctx.client().request(`/api/auth/reset-password/some-token?${query}`);
      expect(response.status, callbackURL).toBe(404);
      expect(response.headers.get("location"), callbackURL).toBeNull();
      expect((await response.json()).error.code).toBe("NOT_FOUND");
    }
  });
});

describe("Better Auth endpoints the app does not use", () => {
  it("answer 404 over HTTP, signed in or not, and change nothing", async () => {
    const client = ctx.client();
    await signUp(client);
    const requests: [string, string, Record<string, unknown>?][] = [
      ["POST", "/api/auth/update-user", { name: null }],
      ["POST", "/api/auth/change-email", { newEmail: "other@example.com" }],
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/revoke-sessions", {}],
      ["GET", "/api/auth/callback/github?code=x&state=y"],
      ["GET", "/api/auth/verify-email?token=x&callbackURL=//evil.example"],
    ];
    for (const [method, path, json] of requests) {
      for (const caller of [client, ctx.client()]) {
        const response = await caller.request(path, { method, ...(json ? { json } : {}) });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get("location")).toBeNull();
        expect((await response.json()).error.code).toBe("NOT_FOUND");
      }
    }
    expect(await currentUser(client)).not.toBeNull();
  });
});
