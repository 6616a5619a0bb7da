import { beforeAll, describe, expect, it } from "vitest";
import { UPGRADE_CATALOGUE } from "../../../core/catalogue";
import { grantAdminByEmail } from "../../accounts/roles";
import { upgrades } from "../../db/schema";
import { createTestApp, signUp } from "../../testing/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db
    .insert(upgrades)
    .values({
      id: "draft-upgrade",
      title: "A draft",
      description: "Not ready for visitors yet.",
      category: "social",
      displayOrder: 99,
      isPublished: false,
    })
    .onConflictDoNothing();
});

describe("GET /api/upgrades", () => {
  it("lists the published upgrades in display order, with their prompts", async () => {
    const response = await ctx.client().request("/api/upgrades");
    expect(response.status).toBe(200);
    const { upgrades: list } = await response.json();
    const ids = list.map((u: { id: string }) => u.id);
    expect(ids).not.toContain("draft-upgrade");
    expect(ids.slice(0, 10)).toEqual(UPGRADE_CATALOGUE.map((u) => u.id));
    expect(list[0].content.prompts.length).toBeGreaterThanOrEqual(2);
  });
});

describe("GET /api/upgrades/:id", () => {
  it("returns a published upgrade to anyone", async () => {
    const response = await ctx.client().request("/api/upgrades/meta-cognition");
    expect(response.status).toBe(200);
    expect((await response.json()).upgrade).toMatchObject({
      id: "meta-cognition",
      category: "individual",
    });
  });

  it("hides drafts from visitors and participants, shows them to admins", async () => {
    expect((await ctx.client().request("/api/upgrades/draft-upgrade")).status).toBe(404);
    const participant = ctx.client();
    await signUp(participant);
    expect((await participant.request("/api/upgrades/draft-upgrade")).status).toBe(404);
    const admin = ctx.client();
    const { email } = await signUp(admin);
    await grantAdminByEmail(ctx.database.db, email);
    expect((await admin.request("/api/upgrades/draft-upgrade")).status).toBe(200);
  });

  it("answers an unknown id with 404 JSON", async () => {
    const response = await ctx.client().request("/api/upgrades/no-such-upgrade");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });
});

describe("upgrade completions", () => {
  const completion = {
    upgradeId: "temporal-awareness",
    rating: 8,
    responses: { "What was present?": "The smell of rain." },
    timeSpentSeconds: 240,
  };

  it("need a signed-in user", async () => {
    const client = ctx.client();
    expect((await client.request("/api/upgrade-completions")).status).toBe(401);
    const post = await client.request("/api/upgrade-completions", {
      method: "POST",
      json: completion,
    });
    expect(post.status).toBe(401);
  });

  it("are stored once per user and upgrade, and only the owner sees them", async () => {
    const owner = ctx.client();
    await signUp(owner);
    const first = await owner.request("/api/upgrade-completions", {
      method: "POST",
      json: completion,
    });
    expect(first.status).toBe(201);
    const again = await owner.request("/api/upgrade-completions", {
      method: "POST",
      json: { ...completion, rating: 2 },
    });
    expect(again.status).toBe(200);
    expect((await again.json()).alreadyCompleted).toBe(true);
    expect(await (await owner.request("/api/upgrade-completions")).json()).toEqual({
      completedUpgrades: ["temporal-awareness"],
    });

    const other = ctx.client();
    await signUp(other);
    expect(await (await other.request("/api/upgrade-completions")).json()).toEqual({
      completedUpgrades: [],
    });
  });

  it("validate the body with the shared schema", async () => {
    const client = ctx.client();
    await signUp(client);
    for (const body of [
      { ...completion, rating: 11 },
      { ...completion, rating: -1 },
      { ...completion, rating: 4.5 },
      { ...completion, upgradeId: "Not An Id!" },
      { ...completion, responses: { q: "x".repeat(5001) } },
      { upgradeId: "temporal-awareness" },
    ]) {
      const response = await client.request("/api/upgrade-completions", {
        method: "POST",
        json: body,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("VALIDATION_ERROR");
    }
    // 0 is the low end of the Step 1 form, which completes the first upgrade.
    const zero = await client.request("/api/upgrade-completions", {
      method: "POST",
      json: { ...completion, rating: 0 },
    });
    expect(zero.status).toBeLessThan(300);
    const draft = await client.request("/api/upgrade-completions", {
      method: "POST",
      json: { ...completion, upgradeId: "draft-upgrade" },
    });
    expect(draft.status).toBe(404);
  });
});
