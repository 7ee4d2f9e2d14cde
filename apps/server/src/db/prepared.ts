import type { Database } from './client.ts';

/**
 * A hot query built and prepared once per database handle: drizzle then skips building its
 * SQL, and PostgreSQL parses it once per connection (docs/decisions/009).
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = build(db)));
    return query;
  };
}
