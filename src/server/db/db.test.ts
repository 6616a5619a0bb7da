import { count, countDistinct, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { STEP_CATALOGUE, UPGRADE_CATALOGUE } from "../../core/catalogue";
import { COLLECTIVE_CHANNEL } from "../progress/feed";
import { createTestApp, signUp } from "../testing/test-app";
import type { DatabaseHandle } from "./client";
import { runMigrations } from "./migrate";
import { appCounters, stepCounts, steps, upgrades, user, userExperiences } from "./schema";
import { seedCatalogue } from "./seed";

let ctx: Awaited<ReturnType<typeof createTestApp>>;

/**
 * Counts the collective-progress notices the counter triggers send. `settled`
 * sends a marker notice of its own and waits for it: notices arrive in commit
 * order, so every earlier one has been counted by then.
 */
async function listenForCollectiveNotices(database: DatabaseHandle) {
  let counted = 0;
  let markers = 0;
  const onNotice = (payload: string | undefined) => {
    if (payload === "marker") markers += 1;
    else counted += 1;
  };
  let stop: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(COLLECTIVE_CHANNEL, onNotice);
    stop = () => unlisten();
  } else if (database.pool) {
    const client = await database.pool.connect();
    client.on("notification", (notice) => onNotice(notice.payload));
    await client.query(`LISTEN ${COLLECTIVE_CHANNEL}`);
    stop = async () => {
      await client.query(`UNLISTEN ${COLLECTIVE_CHANNEL}`);
      client.release();
    };
  } else {
    throw new Error("no database to listen on");
  }
  return {
    async settled() {
      const expected = markers + 1;
      await ctx.database.db.execute(sql`select pg_notify(${COLLECTIVE_CHANNEL}, 'marker')`);
      await vi.waitFor(() => expect(markers).toBe(expected), { timeout: 5_000 });
      return counted;
    },
    stop: () => stop(),
  };
}
beforeAll(async () => {
  ctx = await createTestApp();
});

describe("migrations and seed", () => {
  it("can run again at every start without changing anything", async () => {
    await runMigrations(ctx.database);
    await seedCatalogue(ctx.database.db);
    const [upgradeCount] = await ctx.database.db.select({ n: count() }).from(upgrades);
    const [stepCount] = await ctx.database.db.select({ n: count() }).from(steps);
    expect(upgradeCount?.n).toBeGreaterThanOrEqual(10);
    expect(stepCount?.n).toBeGreaterThanOrEqual(10);
  });

  it("seeds the ten catalogue upgrades, published, in catalogue order", async () => {
    const rows = await ctx.database.db.select().from(upgrades).orderBy(upgrades.displayOrder);
    const seeded = rows.filter((row) => UPGRADE_CATALOGUE.some((item) => item.id === row.id));
    expect(seeded.map((row) => [row.id, row.category, row.isPublished])).toEqual(
      UPGRADE_CATALOGUE.map((item) => [item.id, item.category, true]),
    );
  });

  it("seeds step rows 1-10 with the spec's titles", async () => {
    const rows = await ctx.database.db.select().from(steps).orderBy(steps.stepNumber);
    expect(rows.map((row) => [row.stepNumber, row.title])).toEqual(
      STEP_CATALOGUE.map((step) => [step.stepNumber, step.title]),
    );
    expect(rows[0]?.title).toBe("Transforming this Medium");
    expect(rows[9]?.title).toBe("Tenth Step");
  });

  it("never overwrites an admin's edit", async () => {
    await ctx.database.db
      .update(upgrades)
      .set({ title: "Edited by an admin" })
      .where(eq(upgrades.id, "meta-cognition"));
    await seedCatalogue(ctx.database.db);
    const [row] = await ctx.database.db
      .select()
      .from(upgrades)
      .where(eq(upgrades.id, "meta-cognition"));
    expect(row?.title).toBe("Edited by an admin");
  });
});

describe("unlock counters", () => {
  async function participants(stepNumber: number) {
    const [row] = await ctx.database.db
      .select()
      .from(stepCounts)
      .where(eq(stepCounts.stepNumber, stepNumber));
    return row?.participantCount ?? 0;
  }
  async function registered() {
    const [row] = await ctx.database.db
      .select()
      .from(appCounters)
      .where(eq(appCounters.name, "registered_users"));
    return row?.value ?? 0;
  }

  it("count distinct users per step, follow deletions, and match a full recount", async () => {
    const before = { step: await participants(2), users: await registered() };
    const a = await signUp(ctx.client());
    const b = await signUp(ctx.client());
    const [userA] = await ctx.database.db.select().from(user).where(eq(user.email, a.email));
    const [userB] = await ctx.database.db.select().from(user).where(eq(user.email, b.email));
    if (!userA || !userB) throw new Error("sign-up failed");
    expect(await registered()).toBe(before.users + 2);

    const version = (userId: string, rating: number) => ({
      userId,
      stepNumber: 2,
      experienceText: `version rated ${rating}`,
      rating,
    });
    // Two versions from A count once; B adds one more.
    await ctx.database.db
      .insert(userExperiences)
      .values([version(userA.id, 5), version(userA.id, 7)]);
    await ctx.database.db.insert(userExperiences).values(version(userB.id, 9));
    expect(await participants(2)).toBe(before.step + 2);

    const [recount] = await ctx.database.db
      .select({ n: countDistinct(userExperiences.userId) })
      .from(userExperiences)
      .where(eq(userExperiences.stepNumber, 2));
    expect(await participants(2)).toBe(recount?.n);

    await ctx.database.db.delete(user).where(eq(user.id, userB.id));
    expect(await participants(2)).toBe(before.step + 1);
    expect(await registered()).toBe(before.users + 1);
  });

  it("announce a change only when a count moves, not for another version from someone counted", async () => {
    const notices = await listenForCollectiveNotices(ctx.database);
    try {
      const a = await signUp(ctx.client());
      const [userA] = await ctx.database.db.select().from(user).where(eq(user.email, a.email));
      if (!userA) throw new Error("sign-up failed");
      const version = { userId: userA.id, stepNumber: 3, experienceText: "a version", rating: 6 };

      const afterSignUp = await notices.settled();
      await ctx.database.db.insert(userExperiences).values(version);
      expect(await notices.settled()).toBe(afterSignUp + 1);
      // A second version from the same user leaves every count as it was.
      await ctx.database.db.insert(userExperiences).values({ ...version, rating: 8 });
      expect(await notices.settled()).toBe(afterSignUp + 1);
    } finally {
      await notices.stop();
    }
  });

  it("rejects an experience outside the rules at the database too", async () => {
    const a = await signUp(ctx.client());
    const [userA] = await ctx.database.db.select().from(user).where(eq(user.email, a.email));
    await expect(
      ctx.database.db
        .insert(userExperiences)
        .values({ userId: userA?.id ?? "", stepNumber: 11, experienceText: "x", rating: 5 }),
    ).rejects.toThrow();
  });
});
