import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "../testing/test-app";
import { readCollectiveProgress } from "./collective";
import { createCollectiveFeed } from "./feed";

/*
 * The feed keeps the last collective read while it is LISTENing and drops it
 * when the database announces a change: a change made by any writer on the
 * same database (another server process, a SQL console) shows in the next
 * read once the notice arrives.
 */
describe("the collective feed's kept read", async () => {
  const database = await testDatabase();
  const feed = createCollectiveFeed(database, 10);
  afterAll(() => feed.close());

  const registered = async () => (await feed.read()).registeredUsers;

  it("answers what the counters say, and follows a change made by another writer", async () => {
    expect(await feed.read()).toEqual(await readCollectiveProgress(database.db, 10));
    const before = await registered();
    // A write that does not go through this process: only the NOTIFY tells the feed.
    await database.db.execute(
      sql`update app_counters set value = value + 5 where name = 'registered_users'`,
    );
    await expect.poll(registered, { timeout: 5_000 }).toBe(before + 5);
    await database.db.execute(
      sql`update app_counters set value = value - 5 where name = 'registered_users'`,
    );
    await expect.poll(registered, { timeout: 5_000 }).toBe(before);
  });

  it("serves repeated reads without a query while nothing changes", async () => {
    await feed.read();
    const first = await feed.read();
    const second = await feed.read();
    // The same object: the second read was not a new query.
    expect(second).toBe(first);
    feed.invalidate();
    const third = await feed.read();
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
  });
});
