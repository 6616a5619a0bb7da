import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  account,
  profiles,
  session,
  stepParticipants,
  upgradeCompletions,
  user,
  userExperiences,
  verification,
} from "../../db/schema";
import {
  createTestApp,
  currentUser,
  memoryMailer,
  PASSWORD_RULE_CASES,
  signUp,
  type TestClient,
  uniqueEmail,
  VALID_PASSWORD,
} from "../../testing/test-app";

const NEW_PASSWORD = "Brand-New-Secret-77";

const mails = memoryMailer();
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ mailer: mails.mailer });
});

function signIn(client: TestClient, email: string, password: string) {
  return client.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
}

/** Signs up a user with a second signed-in browser, as someone using two devices. */
async function userWithTwoSessions() {
  const first = ctx.client();
  const { email } = await signUp(first);
  const second = ctx.client();
  expect((await signIn(second, email, VALID_PASSWORD)).status).toBe(200);
  return { email, first, second };
}

function requestReset(client: TestClient, email: string) {
  return client.request("/api/auth/request-password-reset", { method: "POST", json: { email } });
}

/** Asks for a reset link for `email` and returns the token from the email. */
async function resetToken(email: string): Promise<string> {
  const mail = mails.nextTo(email);
  expect((await requestReset(ctx.client(), email)).status).toBe(200);
  const { text } = await mail;
  const match = /\/auth\/reset-password\?token=([^\s"&]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

function resetPassword(token: string, newPassword: string, client = ctx.client()) {
  return client.request("/api/auth/reset-password", {
    method: "POST",
    json: { token, newPassword },
  });
}

describe("forgot password", () => {
  it("answers a known and an unknown email the same way, and mails only the known one", async () => {
    const { email } = await signUp(ctx.client());
    const mail = mails.nextTo(email);
    const known = await requestReset(ctx.client(), email);
    const unknown = await requestReset(ctx.client(), uniqueEmail("nobody"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());

    const message = await mail;
    expect(message.subject).toBe("Reset your 10 Social Steps password");
    expect(message.text).toContain("http://localhost:3000/auth/reset-password?token=");
    expect(message.html).toContain("Choose a new password");
    expect(message.text).toContain("expires in 60 minutes");
  });

  it("applies the email rule with its messages", async () => {
    for (const [email, text] of [
      ["not-an-email", "Invalid email address"],
      [`${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    ]) {
      const response = await requestReset(ctx.client(), email ?? "");
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "VALIDATION_ERROR", message: text, fields: { email: text } },
      });
    }
  });

  it("limits requests from one client: the fourth within a minute gets 429", async () => {
    const client = ctx.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await requestReset(client, uniqueEmail("limit"))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("sends at most three links an hour to one address, and still answers the same", async () => {
    const { email } = await signUp(ctx.client());
    for (let index = 0; index < 3; index++) await resetToken(email);
    const before = mails.sent.filter((message) => message.to === email).length;
    const response = await requestReset(ctx.client(), email);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails.sent.filter((message) => message.to === email)).toHaveLength(before);
  });
});

describe("reset password", () => {
  it.each(PASSWORD_RULE_CASES)("refuses %j with the spec's message", async (password, text) => {
    const { email } = await signUp(ctx.client());
    const token = await resetToken(email);
    const response = await resetPassword(token, password);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_ERROR", message: text, fields: { newPassword: text } },
    });
    // A refused password does not use up the link.
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);
  });

  it("sets the new password, ends every session, and works only once", async () => {
    const { email, first, second } = await userWithTwoSessions();
    const token = await resetToken(email);

    const reset = await resetPassword(token, NEW_PASSWORD);
    expect(reset.status).toBe(200);

    expect(await currentUser(first)).toBeNull();
    expect(await currentUser(second)).toBeNull();
    expect((await signIn(ctx.client(), email, VALID_PASSWORD)).status).toBe(401);
    const fresh = ctx.client();
    expect((await signIn(fresh, email, NEW_PASSWORD)).status).toBe(200);
    expect(await currentUser(fresh)).toMatchObject({ email });

    const again = await resetPassword(token, "Another-Secret-88");
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("INVALID_TOKEN");
    expect((await signIn(ctx.client(), email, "Another-Secret-88")).status).toBe(401);
  });

  it("refuses an expired link", async () => {
    const { email } = await signUp(ctx.client());
    const token = await resetToken(email);
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const response = await resetPassword(token, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("INVALID_TOKEN");
    expect((await signIn(ctx.client(), email, VALID_PASSWORD)).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const response = await resetPassword("not-a-real-token-123456", NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("INVALID_TOKEN");
  });

  it("applies the rule to server-side callers of auth.api too", async () => {
    const { email } = await signUp(ctx.client());
    const token = await resetToken(email);
    await expect(
      ctx.auth.api.resetPassword({ body: { token, newPassword: "weakpassword" } }),
    ).rejects.toThrow("Password must contain at least one uppercase letter");
  });
});

function changePassword(client: TestClient, currentPassword: string, newPassword: string) {
  return client.request("/api/account/password", {
    method: "POST",
    json: { currentPassword, newPassword },
  });
}

describe("change password", () => {
  it("needs a session", async () => {
    expect((await changePassword(ctx.client(), VALID_PASSWORD, NEW_PASSWORD)).status).toBe(401);
  });

  it.each(PASSWORD_RULE_CASES)("refuses %j with the spec's message", async (password, text) => {
    const client = ctx.client();
    const { email } = await signUp(client);
    const response = await changePassword(client, VALID_PASSWORD, password);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_ERROR", message: text, fields: { newPassword: text } },
    });
    expect((await signIn(ctx.client(), email, VALID_PASSWORD)).status).toBe(200);
  });

  it("requires the current password", async () => {
    const client = ctx.client();
    const { email } = await signUp(client);
    const missing = await changePassword(client, "", NEW_PASSWORD);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({
      currentPassword: "Current password is required",
    });
    const wrong = await changePassword(client, "Not-My-Password-1", NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: {
        code: "INVALID_PASSWORD",
        message: "Current password is incorrect",
        fields: { currentPassword: "Current password is incorrect" },
      },
    });
    expect((await signIn(ctx.client(), email, VALID_PASSWORD)).status).toBe(200);
  });

  it("changes it, keeps this browser signed in and ends the other sessions", async () => {
    const { email, first, second } = await userWithTwoSessions();
    const staleCookies = new Map(first.cookies);
    const response = await changePassword(first, VALID_PASSWORD, NEW_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });

    expect(await currentUser(first)).toMatchObject({ email });
    expect(await currentUser(second)).toBeNull();
    const stale = ctx.client();
    for (const [name, value] of staleCookies) stale.cookies.set(name, value);
    expect(await currentUser(stale)).toBeNull();

    expect((await signIn(ctx.client(), email, VALID_PASSWORD)).status).toBe(401);
    expect((await signIn(ctx.client(), email, NEW_PASSWORD)).status).toBe(200);
  });

  it("holds the same rules on Better Auth's own endpoint", async () => {
    const { email, first, second } = await userWithTwoSessions();
    const weak = await first.request("/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: VALID_PASSWORD, newPassword: "weak-password-1" },
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toBe(
      "Password must contain at least one uppercase letter",
    );
    // Asking to keep the other sessions is not honoured.
    const kept = await first.request("/api/auth/change-password", {
      method: "POST",
      json: {
        currentPassword: VALID_PASSWORD,
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: false,
      },
    });
    expect(kept.status).toBe(200);
    expect(await currentUser(second)).toBeNull();
    expect(await currentUser(first)).toMatchObject({ email });
  });

  it("limits wrong guesses per account", async () => {
    const client = ctx.client();
    await signUp(client);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await changePassword(client, `Wrong-Guess-${attempt}!`, NEW_PASSWORD)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("profile name", () => {
  it("needs a session", async () => {
    const response = await ctx.client().request("/api/account/profile", {
      method: "PATCH",
      json: { firstName: "A", lastName: "B" },
    });
    expect(response.status).toBe(401);
  });

  it("updates the first and last name, trimmed, and /api/me shows them", async () => {
    const client = ctx.client();
    await signUp(client);
    const response = await client.request("/api/account/profile", {
      method: "PATCH",
      json: { firstName: "  Katherine ", lastName: "Johnson" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toMatchObject({
      firstName: "Katherine",
      lastName: "Johnson",
    });
    const me = await (await client.request("/api/me")).json();
    expect(me.profile).toMatchObject({ firstName: "Katherine", lastName: "Johnson" });
    expect(me.user.name).toBe("Katherine Johnson");
  });

  it("requires both names with the sign-up messages", async () => {
    const client = ctx.client();
    await signUp(client);
    const response = await client.request("/api/account/profile", {
      method: "PATCH",
      json: { firstName: "   ", lastName: "x".repeat(101) },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      firstName: "First name is required",
      lastName: "Last name must be less than 100 characters",
    });
  });
});

async function saveExperience(client: TestClient, text: string) {
  const response = await client.request("/api/experiences", {
    method: "POST",
    json: { stepNumber: 1, experienceText: text, rating: 7 },
  });
  expect(response.status).toBe(201);
}

async function completeUpgrade(client: TestClient) {
  const response = await client.request("/api/upgrade-completions", {
    method: "POST",
    json: {
      upgradeId: "reflexive-reading",
      rating: 8,
      responses: { "What did you notice?": "My breath." },
    },
  });
  expect(response.status).toBe(201);
}

describe("export", () => {
  it("needs a session", async () => {
    expect((await ctx.client().request("/api/account/export")).status).toBe(401);
  });

  it("hands over the user's own data as a JSON download, without secrets", async () => {
    const client = ctx.client();
    const { email } = await signUp(client, { firstName: "Mary", lastName: "Jackson" });
    await saveExperience(client, "Mine, first version");
    await saveExperience(client, "Mine, second version");
    await completeUpgrade(client);
    const other = ctx.client();
    await signUp(other);
    await saveExperience(other, "Someone else's words");

    const response = await client.request("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="10-social-steps-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const raw = await response.text();
    const data = JSON.parse(raw);
    expect(data.user).toMatchObject({ email, name: "Mary Jackson" });
    expect(data.profile).toMatchObject({ email, firstName: "Mary", lastName: "Jackson" });
    expect(
      data.experiences.map((e: { experienceText: string }) => e.experienceText).sort(),
    ).toEqual(["Mine, first version", "Mine, second version"]);
    expect(data.upgradeCompletions).toEqual([
      expect.objectContaining({
        upgradeId: "reflexive-reading",
        rating: 8,
        responses: { "What did you notice?": "My breath." },
      }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(raw).not.toContain("Someone else's words");
    const [credential] = await ctx.database.db
      .select({ hash: account.password })
      .from(account)
      .where(eq(account.userId, data.user.id));
    const tokens = await ctx.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, data.user.id));
    for (const secret of [credential?.hash ?? "", ...tokens.map((t) => t.token)]) {
      expect(secret).not.toBe("");
      expect(raw).not.toContain(secret);
    }
  });
});

/** Counters against a full recount of the rows they summarise. */
async function countersMatchRecount() {
  const db = ctx.database.db;
  const result = await db.execute(sql`
    select
      (select value from app_counters where name = 'registered_users')::int as registered,
      (select count(*) from users)::int as users,
      (select coalesce(json_agg(json_build_array(step_number, participant_count) order by step_number), '[]')
         from step_counts) as counted,
      (select coalesce(json_agg(json_build_array(n, (
         select count(distinct user_id) from user_experiences e where e.step_number = n)) order by n), '[]')
         from generate_series(1, 10) as n) as recounted
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  expect(row.registered).toBe(row.users);
  const counted = (row.counted as [number, number][]).map(([n, c]) => [n, Number(c)]);
  const recounted = (row.recounted as [number, number][]).map(([n, c]) => [n, Number(c)]);
  expect(counted).toEqual(recounted);
  return { registered: Number(row.registered), counted };
}

function deleteAccountRequest(client: TestClient, password: string) {
  return client.request("/api/account", { method: "DELETE", json: { password } });
}

describe("delete account", () => {
  it("needs a session", async () => {
    expect((await deleteAccountRequest(ctx.client(), VALID_PASSWORD)).status).toBe(401);
  });

  it("refuses a wrong password and keeps everything", async () => {
    const client = ctx.client();
    const { email } = await signUp(client);
    const response = await deleteAccountRequest(client, "Not-My-Password-1");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "INVALID_PASSWORD",
        message: "Incorrect password",
        fields: { password: "Incorrect password" },
      },
    });
    const missing = await deleteAccountRequest(client, "");
    expect((await missing.json()).error.fields).toEqual({ password: "Password is required" });
    expect(await currentUser(client)).toMatchObject({ email });
  });

  it("removes the account and all its rows, and the counters follow", async () => {
    const client = ctx.client();
    const { email } = await signUp(client);
    await saveExperience(client, "To be forgotten");
    await completeUpgrade(client);
    const other = ctx.client();
    await signUp(other);
    await saveExperience(other, "Staying here");
    const second = ctx.client();
    expect((await signIn(second, email, VALID_PASSWORD)).status).toBe(200);
    await resetToken(email); // a pending reset link goes too
    const id = (await currentUser(client))?.id ?? "";

    const before = await countersMatchRecount();
    const response = await deleteAccountRequest(client, VALID_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(response.headers.getSetCookie().join("\n")).toMatch(/session_token=;/);

    const db = ctx.database.db;
    for (const [table, column] of [
      [user, user.id],
      [profiles, profiles.id],
      [session, session.userId],
      [account, account.userId],
      [userExperiences, userExperiences.userId],
      [upgradeCompletions, upgradeCompletions.userId],
      [stepParticipants, stepParticipants.userId],
      [verification, verification.value],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, id))).toHaveLength(0);
    }
    expect(await currentUser(client)).toBeNull();
    expect(await currentUser(second)).toBeNull();
    expect((await signIn(ctx.client(), email, VALID_PASSWORD)).status).toBe(401);

    const after = await countersMatchRecount();
    expect(after.registered).toBe(before.registered - 1);
    const stepOne = (counts: number[][]) => counts.find(([n]) => n === 1)?.[1] ?? 0;
    expect(stepOne(after.counted)).toBe(stepOne(before.counted) - 1);

    // The other user's data is untouched.
    const left = await (await other.request("/api/experiences")).json();
    expect(JSON.stringify(left)).toContain("Staying here");
  });
});
