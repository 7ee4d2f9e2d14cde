import { count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';

/** How many statements `where` keeps, counting no further than `limit`. */
export async function countUpTo(db: Database, where: SQL, limit: number): Promise<number> {
  const found = db
    .select({ one: sql`1` })
    .from(statements)
    .where(where)
    .limit(limit)
    .as('found');
  const [counted] = await db.select({ total: count() }).from(found);
  return counted?.total ?? 0;
}
