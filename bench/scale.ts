/*
 * Scale (issue 7, point 3): the reads that must not grow with the data,
 * measured at 10,000 experiences / 2,000 users and again at 1,000,000
 * experiences / 200,000 users on PostgreSQL.
 *
 *   npm run bench:scale        (DATABASE_URL or the local test server; scratch database bench_scale)
 *
 * - collective progress and one step's unlock status (the counter reads);
 * - the Progress Dashboard's data for a user with 100 saved versions
 *   (GET /api/experiences, server time: the app in-process, no network);
 * - a page of the admin user list, plain and searched (GET /api/admin/users).
 * Prints figures; asserts nothing.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { grantAdminByEmail } from "../src/server/accounts/roles";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { readCollectiveProgress, readStepUnlock } from "../src/server/progress/collective";
import { createTestApp, signUp, type TestClient } from "../src/server/testing/test-app";
import {
  dropDatabase,
  machineLine,
  POSTGRES_URL,
  percentile,
  scratchDatabase,
} from "./lib/servers";

const SCRATCH = "bench_scale";
const SIZES = [
  { users: 2_000, experiences: 10_000 },
  { users: 200_000, experiences: 1_000_000 },
];

interface Timing {
  median: number;
  p99: number;
}

async function time(runs: number, action: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 10; i++) await action(); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

async function expectOk(client: TestClient, path: string): Promise<void> {
  const response = await client.request(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
}

async function main() {
  console.log(`Scale on PostgreSQL (${machineLine()}), ${new Date().toISOString()}`);
  const database = await openDatabase({ kind: "postgres", url: await scratchDatabase(SCRATCH) });
  await runMigrations(database);
  await seedCatalogue(database.db);
  const db = database.db;
  const { client } = await createTestApp({ database });

  // The dashboard user: 100 versions over the ten steps.
  const reader = client();
  await signUp(reader);
  const admin = client();
  const adminAccount = await signUp(admin, { email: "bench-admin@example.com" });
  if (!adminAccount.response.ok) throw new Error("could not create the admin account");
  await grantAdminByEmail(db, "bench-admin@example.com");
  const me = await (await reader.request("/api/me")).json();
  await db.execute(sql`
    insert into user_experiences (user_id, step_number, experience_text, rating, created_at)
    select ${me.user.id}, (k % 10) + 1, 'Version ' || k || ' of my experience, written again.',
           (k % 10) + 1, now() - (k || ' minutes')::interval
    from generate_series(1, 100) as k`);
  const adminListWorks = (await admin.request("/api/admin/users")).ok;

  let users = 0;
  const rows: string[] = [];
  const results: Record<string, Timing>[] = [];
  for (const size of SIZES) {
    const started = performance.now();
    await db.execute(sql`
      insert into users (id, name, email, created_at)
      select 'bench-' || n, 'Bench User ' || n, 'bench-' || n || '@example.com',
             now() - (n || ' seconds')::interval
      from generate_series(${users + 1}::int, ${size.users}::int) as n`);
    await db.execute(sql`
      insert into profiles (id, email, first_name, last_name, created_at)
      select 'bench-' || n, 'bench-' || n || '@example.com', 'Bench', 'User ' || n,
             now() - (n || ' seconds')::interval
      from generate_series(${users + 1}::int, ${size.users}::int) as n`);
    await db.execute(sql`
      insert into user_experiences (user_id, step_number, experience_text, rating)
      select 'bench-' || n, ((n + k) % 10) + 1, 'A short experience for the benchmark.', (k % 10) + 1
      from generate_series(${users + 1}::int, ${size.users}::int) as n,
           generate_series(0, ${size.experiences / size.users - 1}::int) as k`);
    await db.execute(sql`analyze`);
    users = size.users;
    const fillSeconds = (performance.now() - started) / 1000;

    const timings: Record<string, Timing> = {
      "collective progress": await time(300, () => readCollectiveProgress(db, 10)),
      "step 5 unlock": await time(300, () => readStepUnlock(db, 5, 10)),
      "dashboard, 100 versions": await time(100, () => expectOk(reader, "/api/experiences")),
    };
    if (adminListWorks) {
      timings["admin users, page 1"] = await time(50, () => expectOk(admin, "/api/admin/users"));
      timings["admin users, page 400"] = await time(50, () =>
        expectOk(admin, "/api/admin/users?page=400"),
      );
      timings["admin users, search"] = await time(50, () =>
        expectOk(admin, "/api/admin/users?q=bench-1999"),
      );
    }
    results.push(timings);
    rows.push(
      `${size.experiences.toLocaleString("en")} experiences / ${size.users.toLocaleString("en")} users (filled in ${fillSeconds.toFixed(1)} s)`,
    );
  }

  const [small, large] = results;
  if (!small || !large) throw new Error("missing results");
  console.log(`| read | median @ ${rows[0]} | median @ ${rows[1]} | change | p99 @ large |`);
  console.log("|---|---|---|---|---|");
  for (const name of Object.keys(large)) {
    const a = small[name];
    const b = large[name];
    if (!a || !b) continue;
    const change = ((b.median - a.median) / a.median) * 100;
    console.log(
      `| ${name} | ${a.median.toFixed(2)} ms | ${b.median.toFixed(2)} ms | ${change >= 0 ? "+" : ""}${change.toFixed(0)}% | ${b.p99.toFixed(2)} ms |`,
    );
  }
  if (!adminListWorks) console.log("(admin user list not measured: GET /api/admin/users missing)");
  console.log(`PostgreSQL server: ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")}`);
  await database.close();
  await dropDatabase(SCRATCH);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
