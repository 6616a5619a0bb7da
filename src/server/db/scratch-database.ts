import pg from "pg";

/**
 * Drops and recreates database `name` on the PostgreSQL server of `serverUrl`
 * and returns its URL: a clean slate for a test worker or a benchmark.
 */
export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
