/*
 * Load with nothing lost (issue 8, point 7): 200 users each send 10 saves at
 * once (50 users at a time, so up to 500 saves in flight) to the built server
 * on a fresh PostgreSQL database.
 * Checks that rows equal 2xx answers, that no answer is a 5xx, and that the
 * unlock counters equal a full recount; prints the figures; exits 1 otherwise.
 *
 * Run: npm run test:load (builds first when dist/ is missing). Uses DATABASE_URL
 * (default: the local server) to create and afterwards drop a scratch database.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { createFreshDatabase, dropDatabase } from "../src/server/testing/scratch-database";

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SAVES_PER_USER = Number(process.env.LOAD_SAVES ?? 10);
// Users saving at the same moment; each sends its saves all at once.
const CONCURRENT_USERS = Number(process.env.LOAD_CONCURRENT_USERS ?? 50);
const DB_NAME = `app_load_${process.pid}`;
const ORIGIN = "http://load.test"; // the server's BASE_URL: the Origin it trusts
const ENTRY = path.resolve(process.env.E2E_DIST ?? "dist", "server", "main.js");

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [ENTRY], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      BASE_URL: ORIGIN,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "load-")),
      BETTER_AUTH_SECRET: "load-test-secret-0123456789abcdef-0123456789",
      // Every simulated user comes from 127.0.0.1 with its own X-Forwarded-For,
      // so the sign-up limit (3 per 10 s per client) applies per user, as in production.
      TRUSTED_PROXIES: "127.0.0.1",
    },
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /port (\d+)/.exec(output);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

interface Timed {
  status: number;
  ms: number;
}

async function timed(request: () => Promise<Response>): Promise<Timed & { response?: Response }> {
  const started = performance.now();
  try {
    const response = await request();
    return { status: response.status, ms: performance.now() - started, response };
  } catch {
    return { status: 0, ms: performance.now() - started }; // no answer at all
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function histogram(results: Timed[]): string {
  const counts = new Map<number, number>();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
}

/** Runs `tasks` with at most `limit` in flight. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function main() {
  if (!existsSync(ENTRY)) {
    console.log("[load] no build yet: npm run build");
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const databaseUrl = await createFreshDatabase(ADMIN_URL, DB_NAME);
  const { child, base } = await startServer(databaseUrl);
  let failed = false;
  try {
    // 1. The users sign up (20 at a time), each from its own forwarded address.
    const signUps = await pooled(
      Array.from({ length: USERS }, (_, i) => async () => {
        const result = await timed(() =>
          fetch(`${base}/api/auth/sign-up/email`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: ORIGIN,
              "x-forwarded-for": `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({
              firstName: "Load",
              lastName: `User${i}`,
              email: `load-${i}-${randomUUID().slice(0, 8)}@example.com`,
              password: "Correct-Horse-42",
            }),
          }),
        );
        const cookie = (result.response?.headers.getSetCookie() ?? [])
          .map((line) => line.split(";")[0])
          .join("; ");
        return { ...result, cookie };
      }),
      20,
    );
    const cookies = signUps.filter((s) => s.status === 200).map((s) => s.cookie);

    // 2. Every user sends SAVES_PER_USER saves at once; CONCURRENT_USERS users at a time.
    const started = performance.now();
    const perUser = await pooled(
      cookies.map(
        (cookie, user) => () =>
          Promise.all(
            Array.from({ length: SAVES_PER_USER }, (_, n) =>
              timed(() =>
                fetch(`${base}/api/experiences`, {
                  method: "POST",
                  headers: { "content-type": "application/json", origin: ORIGIN, cookie },
                  body: JSON.stringify({
                    stepNumber: 1,
                    experienceText: `Load save ${n + 1} of user ${user + 1}`,
                    rating: (n % 10) + 1,
                    idempotencyKey: randomUUID(),
                  }),
                }).then(async (response) => {
                  await response.arrayBuffer();
                  return response;
                }),
              ),
            ),
          ),
      ),
      CONCURRENT_USERS,
    );
    const saves = perUser.flat();
    const seconds = (performance.now() - started) / 1000;
    const collective = (await (await fetch(`${base}/api/progress/collective`)).json()) as {
      registeredUsers?: number;
      steps?: { stepNumber: number; currentUsers?: number; completedUsers?: number }[];
    };

    // 3. Compare with the database itself.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const one = async (text: string) => Number((await db.query(text)).rows[0]?.n ?? -1);
    const rows = await one("select count(*) as n from user_experiences");
    const usersInDb = await one("select count(*) as n from users");
    const participantsRecount = await one(
      "select count(distinct user_id) as n from user_experiences where step_number = 1",
    );
    const stepCounter = await one(
      "select coalesce(sum(participant_count), 0) as n from step_counts where step_number = 1",
    );
    const userCounter = await one(
      "select coalesce(sum(value), 0) as n from app_counters where name = 'registered_users'",
    );
    const participantRows = await one(
      "select count(*) as n from step_participants where step_number = 1",
    );
    await db.end();

    const ok = saves.filter((s) => s.status >= 200 && s.status < 300).length;
    const serverErrors = saves.filter((s) => s.status >= 500 || s.status === 0).length;
    const latencies = saves.map((s) => s.ms).sort((a, b) => a - b);
    console.log(`[load] sign-ups: ${USERS} tried, ${histogram(signUps)}`);
    console.log(
      `[load] saves: ${saves.length} sent (${cookies.length} users × ${SAVES_PER_USER} at once, ${CONCURRENT_USERS} users at a time) in ${seconds.toFixed(1)} s: ${histogram(saves)}`,
    );
    console.log(
      `[load] latency ms: p50 ${percentile(latencies, 50).toFixed(0)}, p95 ${percentile(latencies, 95).toFixed(0)}, max ${percentile(latencies, 100).toFixed(0)}`,
    );
    console.log(
      `[load] rows in user_experiences: ${rows}; 2xx answers: ${ok}; 5xx or no answer: ${serverErrors}`,
    );
    console.log(
      `[load] step 1 participants: counter ${stepCounter}, step_participants rows ${participantRows}, recount ${participantsRecount}`,
    );
    console.log(
      `[load] users: ${usersInDb} in the table, counter ${userCounter}, API says ${collective.registeredUsers}`,
    );
    const checks: [string, boolean][] = [
      ["every sign-up succeeded", cookies.length === USERS],
      ["rows equal 2xx answers", rows === ok],
      ["no 5xx and no dropped request", serverErrors === 0],
      ["every save answered 2xx", ok === USERS * SAVES_PER_USER],
      ["step counter equals a full recount", stepCounter === participantsRecount],
      ["participant rows equal a full recount", participantRows === participantsRecount],
      ["user counter equals a full recount", userCounter === usersInDb],
      ["the API reports the recount", collective.registeredUsers === usersInDb],
    ];
    for (const [label, passed] of checks) {
      console.log(`[load] ${passed ? "ok  " : "FAIL"} ${label}`);
      if (!passed) failed = true;
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await dropDatabase(ADMIN_URL, DB_NAME);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error("[load] failed:", error);
  process.exit(1);
});
