import { sql, type SQL } from 'drizzle-orm';
import { STATEMENT_PAGE_SIZE, type StatementSort } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import type { Keyword } from '../../db/search.ts';
import { statements } from '../../db/schema.ts';
import { orderBy } from './statement-rows.ts';

/** The first chunk of a walk: ten matches of a word in one statement in fifty. */
const FIRST_CHUNK = 500;

/**
 * The page at `offset` of the statements of `filters` that have the keyword in `vector`, in
 * `sort`, for a keyword found more than SEARCH_COUNT_LIMIT times (its matches are dense along
 * the sort's index). PostgreSQL cannot tell how many rows hold a word: it prices a word's
 * bigrams as if they were found apart (663 titles for 給水所, which 25,303 of 1,000,000 hold; 6
 * for LED, 3,260), so its own plans read and sorted every match (670 ms) or scanned every row
 * (2.9–4.4 s) where the sort's index holds ten matches in its first few hundred rows. A walk
 * reads the rows of `filters` in the sort's order in chunks that double, each planned for its
 * own small LIMIT (the index, or a narrow filter's rows sorted), and tests the keyword on them.
 */
export async function walkPage(
  db: Database,
  { filters, keyword, vector }: { filters: SQL; keyword: Keyword; vector: 'title' | 'anywhere' },
  sort: StatementSort,
  offset: number,
): Promise<number[]> {
  const wanted = offset + STATEMENT_PAGE_SIZE;
  const found: number[] = [];
  for (let from = 0, size = FIRST_CHUNK; found.length < wanted; from += size, size *= 2) {
    const chunk = db
      .select({
        id: statements.id,
        agreeCount: statements.agreeCount,
        commentCount: statements.commentCount,
        createdAt: statements.createdAt,
        vector: vector === 'title' ? statements.titleVector : statements.searchVector,
      })
      .from(statements)
      .where(filters)
      .orderBy(...orderBy(sort, statements))
      .limit(size)
      .offset(from)
      .as('chunk');
    const rows = await db
      .select({ id: chunk.id, found: sql<boolean>`${keyword.foundIn(chunk.vector)}` })
      .from(chunk)
      .orderBy(...orderBy(sort, chunk));
    for (const row of rows) if (row.found) found.push(row.id);
    if (rows.length < size) break;
  }
  return found.slice(offset, wanted);
}
