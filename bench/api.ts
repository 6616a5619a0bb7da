/*
 * API throughput (issue 7, points 2 and 4), measured side by side with the
 * machine's ceiling: a bare node:http server answering a small JSON body.
 *
 *   npm run bench:api              (PostgreSQL from DATABASE_URL or the local test server, then PGlite)
 *   BENCH_SECONDS=20 BENCH_SAVES=5000 npm run bench:api
 *
 * Scenarios, 64 connections each: the collective-progress read, the signed-in
 * experiences read, and the experience save (64 users, step 1). After the save
 * run the rows added to user_experiences are compared with the 2xx count.
 * Then two server processes on one PostgreSQL: a save through one reaches an
 * event stream held open on the other, and the collective read is measured
 * against one process and against two.
 * Prints figures; asserts nothing.
 */
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import {
  dropDatabase,
  ensureBuilt,
  machineLine,
  POSTGRES_URL,
  type Running,
  scratchDatabase,
  signUpUser,
  startCeiling,
  startServer,
} from "./lib/servers";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const USERS = 64;
const SAVES = Number(process.env.BENCH_SAVES ?? 2000);

interface Row {
  name: string;
  result: Result;
  ceiling: number;
  note?: string;
}

function load(options: autocannon.Options): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
}

function formatRow({ name, result, ceiling, note }: Row): string {
  const rps = result.requests.average;
  const ratio = ceiling > 0 ? `${((rps / ceiling) * 100).toFixed(0)}%` : "-";
  return `| ${name} | ${rps.toFixed(0)} | ${ratio} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result["2xx"]} | ${result.non2xx} | ${result.errors + result.timeouts} | ${note ?? ""} |`;
}

async function experienceRows(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query("select count(*)::int as n from user_experiences");
  await client.end();
  return rows[0].n;
}

/** The three scenarios against one running server. */
async function scenarios(
  label: string,
  server: Running,
  ceiling: number,
  countRows: () => Promise<number | null>,
): Promise<Row[]> {
  const cookies: string[] = [];
  for (let n = 0; n < USERS; n++) cookies.push(await signUpUser(server.url, n));
  const rows: Row[] = [];

  rows.push({
    name: `${label}: collective read`,
    ceiling,
    result: await load({ url: `${server.url}/api/progress/collective` }),
  });

  let reads = 0;
  rows.push({
    name: `${label}: experiences read (signed in)`,
    ceiling,
    result: await load({
      url: `${server.url}/api/experiences`,
      requests: [
        {
          setupRequest: (request) => {
            reads += 1;
            const cookie = cookies[reads % cookies.length] ?? "";
            return { ...request, headers: { ...request.headers, cookie } };
          },
        },
      ],
    }),
  });

  const before = await countRows();
  let sent = 0;
  // A fixed number of saves rather than a duration, so none is still in
  // flight when the rows are counted.
  const save = await load({
    url: `${server.url}/api/experiences`,
    method: "POST",
    amount: SAVES,
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            method: "POST",
            headers: {
              ...request.headers,
              "content-type": "application/json",
              origin: server.url,
              cookie: cookies[sent % cookies.length] ?? "",
            },
            body: JSON.stringify({
              stepNumber: 1,
              experienceText: `Benchmark experience number ${sent}.`,
              rating: (sent % 10) + 1,
            }),
          };
        },
      },
    ],
  });
  const after = await countRows();
  const added = before === null || after === null ? null : after - before;
  rows.push({
    name: `${label}: experience save`,
    ceiling,
    result: save,
    note:
      added === null
        ? ""
        : `rows added ${added} ${added === save["2xx"] ? "= 2xx" : `≠ 2xx (${save["2xx"]})`}`,
  });
  return rows;
}

/** A save through `writer` shows on an event stream held open on `reader`. */
async function crossProcessEvent(writer: Running, reader: Running): Promise<string> {
  const cookie = await signUpUser(writer.url, 9_999);
  const controller = new AbortController();
  const stream = await fetch(`${reader.url}/api/progress/stream`, { signal: controller.signal });
  if (!stream.body) return "no stream body";
  const decoder = new TextDecoder();
  const reader$ = stream.body.getReader();
  // Skip what the stream sends on connect.
  const first = await reader$.read();
  let seen = decoder.decode(first.value ?? new Uint8Array());
  const started = performance.now();
  await fetch(`${writer.url}/api/experiences`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: writer.url, cookie },
    body: JSON.stringify({ stepNumber: 1, experienceText: "Across processes.", rating: 7 }),
  });
  const deadline = started + 10_000;
  seen = "";
  while (performance.now() < deadline) {
    const chunk = await Promise.race([
      reader$.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - performance.now())),
    ]);
    if (!chunk || chunk.done) break;
    seen += decoder.decode(chunk.value);
    if (seen.includes("data:")) {
      controller.abort();
      return `event arrived on the other process after ${(performance.now() - started).toFixed(0)} ms`;
    }
  }
  controller.abort();
  return "no event within 10 s";
}

async function main() {
  await ensureBuilt();
  console.log(
    `API throughput, ${SECONDS} s per run, ${CONNECTIONS} connections (${machineLine()})`,
  );
  const rows: Row[] = [];

  const ceilingServer = await startCeiling(4399);
  const ceilingResult = await load({ url: ceilingServer.url });
  await ceilingServer.stop();
  const ceiling = ceilingResult.requests.average;
  rows.push({ name: "ceiling: node:http hello-world", result: ceilingResult, ceiling });

  // PostgreSQL
  const databaseUrl = await scratchDatabase("bench_api");
  const one = await startServer({ port: 4301, databaseUrl });
  rows.push(...(await scenarios("PostgreSQL", one, ceiling, () => experienceRows(databaseUrl))));

  // Two processes on the same database.
  const two = await startServer({ port: 4302, databaseUrl });
  const crossNote = await crossProcessEvent(one, two);
  const [first, second] = await Promise.all([
    autocannon({
      url: `${one.url}/api/progress/collective`,
      connections: CONNECTIONS / 2,
      duration: SECONDS,
    }),
    autocannon({
      url: `${two.url}/api/progress/collective`,
      connections: CONNECTIONS / 2,
      duration: SECONDS,
    }),
  ]);
  const oneProcess = rows.find((row) => row.name === "PostgreSQL: collective read");
  const combined = first.requests.average + second.requests.average;
  await Promise.all([one.stop(), two.stop()]);
  await dropDatabase("bench_api");

  // PGlite, for comparison.
  const embedded = await startServer({ port: 4303 });
  rows.push(...(await scenarios("PGlite", embedded, ceiling, async () => null)));
  await embedded.stop();

  console.log(
    "| scenario | req/s | of ceiling | p50 | p99 | 2xx | non-2xx | errors | note |\n|---|---|---|---|---|---|---|---|---|",
  );
  for (const row of rows) console.log(formatRow(row));
  console.log("");
  console.log(`Two processes on one PostgreSQL: ${crossNote}.`);
  console.log(
    `Collective read, 64 connections split over two processes: ${combined.toFixed(0)} req/s` +
      (oneProcess
        ? ` (${(combined / oneProcess.result.requests.average).toFixed(2)}x one process; ${(
            (combined / ceiling) * 100
          ).toFixed(0)}% of the ceiling)`
        : ""),
  );
  console.log(`PostgreSQL server: ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
