/*
 * Unlock-read latency against data size (issue 4, decision 002): the
 * collective-progress read at 10^3 and 10^6 experiences on PostgreSQL.
 * Prints figures; asserts nothing. Run: npm run bench:unlock
 * Uses DATABASE_URL (default: the local test server) to create a scratch database.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { readCollectiveProgress } from "../src/server/progress/collective";
import { dropScratch, percentile, recreateScratch } from "./scratch-database";

const SCRATCH = "bench_unlock_read";
const READS = 300;

async function main() {
  const database = await openDatabase({ kind: "postgres", url: await recreateScratch(SCRATCH) });
  await runMigrations(database);
  const db = database.db;
  let users = 0;
  let experiences = 0;

  // Adds users and their experiences (5 per user, spread over steps 1-10) in bulk,
  // through the real triggers, until the table holds `target` rows.
  const fillTo = async (target: number) => {
    const newUsers = Math.ceil((target - experiences) / 5);
    const started = performance.now();
    await db.execute(sql`
      insert into users (id, name, email)
      select 'bench-' || n, 'Bench User ' || n, 'bench-' || n || '@example.com'
      from generate_series(${users + 1}::int, ${users + newUsers}::int) as n`);
    await db.execute(sql`
      insert into user_experiences (user_id, step_number, experience_text, rating)
      select 'bench-' || n, ((n + k) % 10) + 1, 'A short experience for the benchmark.', (k % 10) + 1
      from generate_series(${users + 1}::int, ${users + newUsers}::int) as n,
           generate_series(0, 4) as k`);
    await db.execute(sql`analyze`);
    users += newUsers;
    experiences += newUsers * 5;
    return (performance.now() - started) / 1000;
  };

  const measure = async () => {
    for (let i = 0; i < 20; i++) await readCollectiveProgress(db, 10); // warm up
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      const started = performance.now();
      await readCollectiveProgress(db, 10);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { median: percentile(times, 50), p99: percentile(times, 99) };
  };

  const rows: string[] = [];
  for (const target of [1_000, 1_000_000]) {
    const fillSeconds = await fillTo(target);
    const { median, p99 } = await measure();
    rows.push(
      `| ${experiences.toLocaleString("en")} | ${users.toLocaleString("en")} | ${median.toFixed(2)} ms | ${p99.toFixed(2)} ms | ${fillSeconds.toFixed(1)} s |`,
    );
  }
  console.log(
    `Collective-progress read on PostgreSQL, ${READS} sequential reads per size (${new Date().toISOString()})`,
  );
  console.log("| experiences | users | median | p99 | fill time |");
  console.log("|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  await database.close();
  await dropScratch(SCRATCH);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
