import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../../testing/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe("GET /api/steps", () => {
  it("lists the published steps with summary and finalText falling back to the description", async () => {
    const { steps } = await (await ctx.client().request("/api/steps")).json();
    expect(steps.map((s: { stepNumber: number }) => s.stepNumber)).toEqual([1, 2, 3]);
    expect(steps[0]).toMatchObject({ stepNumber: 1, title: "Transforming this Medium" });
    expect(steps[0].content.finalText).toBeTruthy();
    expect(steps[0].content.summary).toBeTruthy();
  });

  it("answers an unpublished or impossible step with 404 JSON", async () => {
    for (const path of ["/api/steps/4", "/api/steps/11", "/api/steps/abc", "/api/steps/1.5"]) {
      const response = await ctx.client().request(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code).toBe("NOT_FOUND");
    }
    expect((await ctx.client().request("/api/steps/1")).status).toBe(200);
  });

  it("reports step 1 unlocked and the registered-user count", async () => {
    const before = (await (await ctx.client().request("/api/users/count")).json()).count;
    await signUp(ctx.client());
    expect((await (await ctx.client().request("/api/users/count")).json()).count).toBe(before + 1);
    const unlock = await (await ctx.client().request("/api/steps/1/unlock")).json();
    expect(unlock).toMatchObject({ stepNumber: 1, isUnlocked: true, requiredUsers: 1 });
  });
});
