import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { grantAdminByEmail } from "../../accounts/roles";
import { profiles, user } from "../../db/schema";
import { createTestApp, signUp, uniqueEmail } from "../../testing/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe("GET /api/me", () => {
  it("answers signed out with nulls, not an error", async () => {
    const response = await ctx.client().request("/api/me");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null, profile: null, isAdmin: false });
  });

  it("returns the user, the profile and isAdmin false for a participant", async () => {
    const client = ctx.client();
    const { email } = await signUp(client, { firstName: "Mary", lastName: "Somerville" });
    const response = await client.request("/api/me");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      user: { email, name: "Mary Somerville" },
      profile: { email, firstName: "Mary", lastName: "Somerville" },
      isAdmin: false,
    });
    expect(body.profile.id).toBe(body.user.id);
  });

  it("says isAdmin once the admin role is granted", async () => {
    const client = ctx.client();
    const { email } = await signUp(client);
    expect(await grantAdminByEmail(ctx.database.db, email.toUpperCase())).toBe(true);
    const body = await (await client.request("/api/me")).json();
    expect(body.isAdmin).toBe(true);
  });

  it("recreates a missing profile from the account", async () => {
    const client = ctx.client();
    const { email } = await signUp(client, { firstName: "Emmy", lastName: "Noether" });
    const [account] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    await ctx.database.db.delete(profiles).where(eq(profiles.id, account?.id ?? ""));
    const body = await (await client.request("/api/me")).json();
    expect(body.profile).toMatchObject({ email, firstName: "Emmy", lastName: "Noether" });
  });
});

describe("admins", () => {
  it("grantAdminByEmail reports an unknown email", async () => {
    expect(await grantAdminByEmail(ctx.database.db, uniqueEmail("ghost"))).toBe(false);
  });

  it("makes ADMIN_EMAILS admins at sign-up", async () => {
    const email = uniqueEmail("boss");
    const withAdmins = await createTestApp({
      database: ctx.database,
      env: { ADMIN_EMAILS: `other@example.com, ${email.toUpperCase()}` },
    });
    const client = withAdmins.client();
    await signUp(client, { email });
    const body = await (await client.request("/api/me")).json();
    expect(body.isAdmin).toBe(true);
  });
});
