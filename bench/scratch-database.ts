import pg from "pg";

/** DATABASE_URL, or the local test server. */
export const BENCH_BASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function dropScratch(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BENCH_BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Drops and creates the scratch database `name` on the bench server; returns its URL. */
export async function recreateScratch(name: string): Promise<string> {
  await dropScratch(name);
  const admin = new pg.Client({ connectionString: BENCH_BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
