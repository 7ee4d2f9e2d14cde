import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { seedReferenceData } from './reference-data.ts';
import { users } from './schema.ts';

async function migrateAndSeed(handle: DatabaseHandle) {
  await handle.migrate();
  await seedReferenceData(handle.db);
}

/**
 * Brings a database to the current schema and reference data; safe to run at every start.
 * Servers of one PostgreSQL database that start together take turns under an advisory lock
 * (held by a transaction while the migrator works on other connections of the pool): the first
 * migrates, the others find nothing left to do. PGlite has one process, and one connection
 * that the lock's transaction would keep from the migrator.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') return migrateAndSeed(handle);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('iagree.migrate'))`);
    await migrateAndSeed(handle);
  });
}
export async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
