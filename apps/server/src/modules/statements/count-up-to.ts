import { count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';

/**
 * A search counts its matches up to this many: a first page stays fast however common the word
 * (decision 018), and more than a hundred pages of results ask for a narrower keyword.
 */
export const SEARCH_COUNT_LIMIT = 1000;

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
