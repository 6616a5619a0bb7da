import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { session as sessions, user as users } from "../db/schema";
import { createTestApp, signUp, type TestClient } from "../testing/test-app";
import { verifiedToken } from "./session";

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = "better-auth.session_token";

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});

async function signedIn(): Promise<{ client: TestClient; userId: string; token: string }> {
  const client = app.client();
  const { email } = await signUp(client);
  const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
  const cookie = client.cookies.get(SESSION_COOKIE);
  if (!row || !cookie) throw new Error("sign-up did not sign in");
  const token = decodeURIComponent(cookie).split(".")[0] ?? "";
  return { client, userId: row.id, token };
}

/** The experiences list: a route that needs a signed-in caller and nothing else. */
const ownExperiences = (client: TestClient) => client.request("/api/experiences");

describe("the session check on the app's own routes", () => {
  it("recognizes a fresh session", async () => {
    const { client } = await signedIn();
    expect((await ownExperiences(client)).status).toBe(200);
  });

  it("refuses a stored token whose signature was not made with our secret", async () => {
    const { client, token } = await signedIn();
    const forged = createHmac("sha256", "someone-elses-secret").update(token).digest("base64");
    client.cookies.set(SESSION_COOKIE, encodeURIComponent(`${token}.${forged}`));
    expect((await ownExperiences(client)).status).toBe(401);
    client.cookies.set(SESSION_COOKIE, token); // no signature at all
    expect((await ownExperiences(client)).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const { client, token } = await signedIn();
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect((await ownExperiences(client)).status).toBe(401);
  });

  it("refuses the session of a deleted user", async () => {
    const { client, userId } = await signedIn();
    await app.database.db.delete(users).where(eq(users.id, userId));
    expect((await ownExperiences(client)).status).toBe(401);
  });

  it("lets Better Auth extend a session that is due for its daily refresh", async () => {
    const { client, token } = await signedIn();
    // Issued eight days ago with a week to live would have expired; issued
    // 25 hours ago, it has about six days left and is due for extension.
    const dueAt = new Date(Date.now() + 7 * DAY_MS - 25 * 60 * 60 * 1000);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: dueAt })
      .where(eq(sessions.token, token));
    expect((await ownExperiences(client)).status).toBe(200);
    const [after] = await app.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(after?.expiresAt.valueOf()).toBeGreaterThan(dueAt.valueOf() + 60 * 60 * 1000);
  });
});

describe("verifiedToken", () => {
  const secret = "a-secret-long-enough-for-the-test-0123456789";
  const sign = (token: string) => createHmac("sha256", secret).update(token).digest("base64");

  it("returns the token when the signature matches, and null otherwise", () => {
    expect(verifiedToken(`abc.${sign("abc")}`, secret)).toBe("abc");
    expect(verifiedToken(`abd.${sign("abc")}`, secret)).toBeNull();
    expect(verifiedToken(`abc.${sign("abc").slice(0, 20)}`, secret)).toBeNull();
    expect(verifiedToken("abc", secret)).toBeNull();
    expect(verifiedToken(`.${sign("")}`, secret)).toBeNull();
  });
});
