import type { Database } from "./client";

/**
 * A query prepared once per database: drizzle builds its SQL a single time
 * and PostgreSQL plans it once per connection, instead of both on every call.
 * Worth it only on the hottest paths (the session check, saving and listing
 * experiences), where building the query was a tenth of the request's time.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
