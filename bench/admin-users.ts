/*
 * Admin user list latency at 200,000 profiles on PostgreSQL (issue 5, decision
 * 008): one page newest first, deep pages, and searches. Prints figures and the
 * plans; asserts nothing. Run: npm run bench:users
 * Uses DATABASE_URL (default: the local test server) to create a scratch database.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { AdminUsersQuery } from "../src/core/admin-schemas";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { listProfiles } from "../src/server/routes/admin/admin-users";
import { dropScratch, percentile, recreateScratch } from "./scratch-database";

const SCRATCH = "bench_admin_users";
const PROFILES = 200_000;
const READS = 100;

const FIRST_NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken"];

async function main() {
  const database = await openDatabase({ kind: "postgres", url: await recreateScratch(SCRATCH) });
  await runMigrations(database);
  const db = database.db;

  const started = performance.now();
  await db.execute(sql`
    insert into users (id, name, email, created_at)
    select 'bench-' || n, 'Bench User ' || n, 'user' || n || '@example.com',
           now() - (n || ' minutes')::interval
    from generate_series(1, ${PROFILES}::int) as n`);
  // Every 50th profile has no name and every 70th no email, as old accounts may.
  await db.execute(sql`
    insert into profiles (id, email, first_name, last_name, created_at)
    select 'bench-' || n,
           case when n % 70 = 0 then null else 'user' || n || '@example.com' end,
           case when n % 50 = 0 then null
                else (${`{${FIRST_NAMES.join(",")}}`}::text[])[(n % ${FIRST_NAMES.length}) + 1] end,
           case when n % 50 = 0 then null else 'Surname' || (n % 5000) end,
           now() - (n || ' minutes')::interval
    from generate_series(1, ${PROFILES}::int) as n`);
  // What autovacuum does on a live database; index-only scans need the visibility map.
  await database.pool?.query("vacuum analyze profiles");
  const fillSeconds = (performance.now() - started) / 1000;

  const cases: [string, AdminUsersQuery][] = [
    ["first page", { q: "", page: 1, pageSize: 25 }],
    ["page 100", { q: "", page: 100, pageSize: 25 }],
    ["middle page (4,000)", { q: "", page: PROFILES / 50, pageSize: 25 }],
    ["last page (8,000)", { q: "", page: PROFILES / 25, pageSize: 25 }],
    ["email prefix `user12345`", { q: "user12345", page: 1, pageSize: 25 }],
    ["full name `grace surname12`", { q: "grace surname12", page: 1, pageSize: 25 }],
    ["last name `surname4999`", { q: "surname4999", page: 1, pageSize: 25 }],
    ["broad `user1` (~11% match)", { q: "user1", page: 1, pageSize: 25 }],
    ["no match `zzz`", { q: "zzz", page: 1, pageSize: 25 }],
  ];

  const rows: string[] = [];
  for (const [label, query] of cases) {
    for (let i = 0; i < 5; i++) await listProfiles(db, query); // warm up
    const times: number[] = [];
    let total = "";
    for (let i = 0; i < READS; i++) {
      const t = performance.now();
      const result = await listProfiles(db, query);
      total = `${result.total.toLocaleString("en")}${result.totalIsLowerBound ? "+" : ""}`;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| ${label} | ${total} | ${percentile(times, 50).toFixed(2)} ms | ${percentile(times, 99).toFixed(2)} ms |`,
    );
  }

  const plan = await database.pool?.query(
    `explain select id from profiles
     where lower(email) like 'user12345%' or lower(last_name) like 'user12345%'
        or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like 'user12345%'
     order by created_at desc, id desc limit 25`,
  );
  console.log(
    [
      `${PROFILES.toLocaleString("en")} profiles filled in ${fillSeconds.toFixed(1)} s`,
      "",
      "| page | total answered | median | p99 |",
      "|---|---|---|---|",
      ...rows,
      "",
      "Plan of a search:",
      ...(plan?.rows.map((row) => `  ${row["QUERY PLAN"]}`) ?? []),
    ].join("\n"),
  );
  await database.close();
  await dropScratch(SCRATCH);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
