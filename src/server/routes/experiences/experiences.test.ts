import { countDistinct, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { stepCounts, user, userExperiences } from "../../db/schema";
import { createTestApp, signUp, type TestClient } from "../../testing/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});

async function signedInClient(app = ctx) {
  const client = app.client();
  const { email } = await signUp(client);
  const [row] = await ctx.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  return { client, userId: row?.id ?? "" };
}

function save(client: TestClient, body: Record<string, unknown>) {
  return client.request("/api/experiences", { method: "POST", json: body });
}

async function rowsOf(userId: string) {
  return ctx.database.db.select().from(userExperiences).where(eq(userExperiences.userId, userId));
}

describe("experiences", () => {
  it("need a signed-in user", async () => {
    const client = ctx.client();
    expect((await client.request("/api/experiences")).status).toBe(401);
    expect((await client.request("/api/experiences/latest?step=1")).status).toBe(401);
    expect((await save(client, { stepNumber: 1, experienceText: "x", rating: 5 })).status).toBe(
      401,
    );
    const sync = await client.request("/api/experiences/sync", {
      method: "POST",
      json: { entries: [] },
    });
    expect(sync.status).toBe(401);
  });

  it("keep every version, newest last, and preload the newest", async () => {
    const { client } = await signedInClient();
    for (const [text, rating] of [
      ["first try", 4],
      ["second thoughts", 7],
      ["third time", 9],
    ] as const) {
      expect((await save(client, { stepNumber: 1, experienceText: text, rating })).status).toBe(
        201,
      );
    }
    const { experiences } = await (await client.request("/api/experiences")).json();
    expect(experiences.map((e: { experienceText: string }) => e.experienceText)).toEqual([
      "first try",
      "second thoughts",
      "third time",
    ]);
    const latest = await (await client.request("/api/experiences/latest?step=1")).json();
    expect(latest.experience).toMatchObject({ experienceText: "third time", rating: 9 });
    const none = await (await client.request("/api/experiences/latest?step=2")).json();
    expect(none.experience).toBeNull();
  });

  it("are private: user B sees none of user A's rows", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    await save(a.client, { stepNumber: 1, experienceText: "A's private words", rating: 8 });
    const listed = await (await b.client.request("/api/experiences")).json();
    expect(listed.experiences).toEqual([]);
    const latest = await (await b.client.request("/api/experiences/latest?step=1")).json();
    expect(latest.experience).toBeNull();
    // A user id in the body is not a way in: the session decides whose row it is.
    await save(b.client, {
      stepNumber: 1,
      experienceText: "B's words",
      rating: 3,
      userId: a.userId,
    });
    expect((await rowsOf(a.userId)).map((r) => r.experienceText)).toEqual(["A's private words"]);
    expect((await rowsOf(b.userId)).map((r) => r.experienceText)).toEqual(["B's words"]);
  });

  it.each([
    [
      { stepNumber: 1, experienceText: "x".repeat(2001), rating: 5 },
      "Experience must be at most 2000 characters",
    ],
    [{ stepNumber: 1, experienceText: "   \n ", rating: 5 }, "Experience required"],
    [
      { stepNumber: 1, experienceText: "fine", rating: 0 },
      "Rating must be a whole number from 1 to 10",
    ],
    [
      { stepNumber: 1, experienceText: "fine", rating: 11 },
      "Rating must be a whole number from 1 to 10",
    ],
    [
      { stepNumber: 1, experienceText: "fine", rating: 5.5 },
      "Rating must be a whole number from 1 to 10",
    ],
    [{ stepNumber: 11, experienceText: "fine", rating: 5 }, "Step number must be from 1 to 10"],
  ])("reject %j with 400 and save nothing", async (body, message) => {
    const { client, userId } = await signedInClient();
    const response = await save(client, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it("accept exactly 2000 characters", async () => {
    const { client } = await signedInClient();
    expect(
      (await save(client, { stepNumber: 1, experienceText: "x".repeat(2000), rating: 5 })).status,
    ).toBe(201);
  });

  it("answer a locked step with 403 and write nothing", async () => {
    const locked = await createTestApp({ database: ctx.database, env: { UNLOCK_BASE: "1000" } });
    const { client, userId } = await signedInClient(locked);
    const response = await save(client, { stepNumber: 2, experienceText: "too early", rating: 5 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "STEP_LOCKED", message: "Step 2 is locked." },
    });
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it("store a retried save with the same idempotency key once", async () => {
    const { client, userId } = await signedInClient();
    const body = {
      stepNumber: 1,
      experienceText: "sent twice",
      rating: 6,
      idempotencyKey: "retry-key-123",
    };
    expect((await save(client, body)).status).toBe(201);
    const again = await save(client, body);
    expect(again.status).toBe(200);
    expect(await rowsOf(userId)).toHaveLength(1);
  });
});

describe("collective unlocking", () => {
  it("opens step 2 once BASE users have completed step 1", async () => {
    const [row] = await ctx.database.db
      .select()
      .from(stepCounts)
      .where(eq(stepCounts.stepNumber, 1));
    const base = Number(row?.participantCount ?? 0) + 2;
    const app = await createTestApp({ database: ctx.database, env: { UNLOCK_BASE: String(base) } });
    const unlock = async () =>
      (await (await app.client().request("/api/steps/2/unlock")).json()).isUnlocked;

    expect(await unlock()).toBe(false);
    const first = await signedInClient(app);
    await save(first.client, { stepNumber: 1, experienceText: "one", rating: 5 });
    await save(first.client, { stepNumber: 1, experienceText: "one again", rating: 6 });
    expect(await unlock()).toBe(false); // a second version from the same user does not count twice
    const second = await signedInClient(app);
    await save(second.client, { stepNumber: 1, experienceText: "two", rating: 5 });
    expect(await unlock()).toBe(true);
    expect(
      (await save(second.client, { stepNumber: 2, experienceText: "now open", rating: 8 })).status,
    ).toBe(201);

    const collective = await (await app.client().request("/api/progress/collective")).json();
    expect(collective.steps[1]).toEqual({
      stepNumber: 2,
      isUnlocked: true,
      requiredUsers: base,
      currentUsers: base,
    });
    expect(collective.steps[0].isUnlocked).toBe(true);
    expect(collective.stepsWithExperiences).toBeGreaterThanOrEqual(2);
  });

  it("50 users saving at once give exactly 50 rows, and the counters match a recount", async () => {
    const users = [];
    for (let i = 0; i < 50; i++) users.push(await signedInClient());
    const responses = await Promise.all(
      users.map(({ client }, i) =>
        save(client, { stepNumber: 1, experienceText: `together ${i}`, rating: 7 }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = users.map((u) => u.userId);
    let rows = 0;
    for (const id of ids) rows += (await rowsOf(id)).length;
    expect(rows).toBe(50);

    const [recount] = await ctx.database.db
      .select({ n: countDistinct(userExperiences.userId) })
      .from(userExperiences)
      .where(eq(userExperiences.stepNumber, 1));
    const [counter] = await ctx.database.db
      .select()
      .from(stepCounts)
      .where(eq(stepCounts.stepNumber, 1));
    expect(Number(counter?.participantCount)).toBe(recount?.n);
  }, 120_000);
});

describe("upload after sign-in", () => {
  it("stores pending entries once, skips steps already saved, and is safe to retry", async () => {
    const { client, userId } = await signedInClient();
    await save(client, { stepNumber: 1, experienceText: "saved earlier", rating: 4 });
    const body = {
      entries: [
        {
          stepNumber: 1,
          experienceText: "pending for step 1",
          rating: 6,
          idempotencyKey: "pending-1-abc",
        },
      ],
    };
    const first = await client.request("/api/experiences/sync", { method: "POST", json: body });
    expect(await first.json()).toEqual({ results: [{ stepNumber: 1, status: "already-saved" }] });

    const fresh = await signedInClient();
    const request = () =>
      fresh.client.request("/api/experiences/sync", { method: "POST", json: body });
    expect(await (await request()).json()).toEqual({
      results: [{ stepNumber: 1, status: "saved" }],
    });
    expect(await (await request()).json()).toEqual({
      results: [{ stepNumber: 1, status: "already-saved" }],
    });
    expect(await rowsOf(fresh.userId)).toHaveLength(1);
    expect(await rowsOf(userId)).toHaveLength(1);
  });
});

describe("collective progress stream", () => {
  it("sends the current figures, then a change when someone saves", async () => {
    const response = await ctx.client().request("/api/progress/stream");
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no stream");
    const decoder = new TextDecoder();
    const events: { steps: { currentUsers: number }[] }[] = [];
    let buffer = "";
    const nextEvent = async () => {
      while (true) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (data) return JSON.parse(data.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    };
    events.push(await nextEvent());
    const before = events[0]?.steps[1]?.currentUsers ?? 0;
    const { client } = await signedInClient();
    await save(client, { stepNumber: 1, experienceText: "live", rating: 5 });
    let latest = await nextEvent();
    while (latest.steps[1].currentUsers === before) latest = await nextEvent();
    expect(latest.steps[1].currentUsers).toBe(before + 1);
    await reader.cancel();
  });
});
