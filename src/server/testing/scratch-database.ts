import pg from "pg";

/*
 * Throw-away databases on a PostgreSQL server, for tests and benchmarks that
 * need one of their own. Only pg is imported here, so end-to-end specs and
 * scripts can use it without loading the app.
 */

/** Creates (or re-creates) an empty database `name` on the server of `url`; returns its URL. */
export async function createFreshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.toString();
}

/** Drops a database made by createFreshDatabase. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
