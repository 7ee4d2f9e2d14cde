import { count } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { seedReferenceData } from './reference-data.ts';
import { users } from './schema.ts';

/** Brings a database to the current schema and reference data; safe to run at every start. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedReferenceData(handle.db);
}

export async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
