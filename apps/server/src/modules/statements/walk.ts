import { and, sql, type SQL } from 'drizzle-orm';
import { STATEMENT_PAGE_SIZE, type StatementSort } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import type { Keyword } from '../../db/search.ts';
import { statements } from '../../db/schema.ts';
import { SEARCH_COUNT_LIMIT } from './count-up-to.ts';
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
 * Past the cap's hundred pages, where no link leads, a walk could read the whole table (a page
 * at offset 900,000 of a word with 68,000 matches): such a page is one query, as before.
 */
export async function walkPage(
  db: Database,
  { filters, keyword, vector }: { filters: SQL; keyword: Keyword; vector: 'title' | 'anywhere' },
  sort: StatementSort,
  offset: number,
): Promise<number[]> {
  const wanted = offset + STATEMENT_PAGE_SIZE;
  const column = vector === 'title' ? statements.titleVector : statements.searchVector;
  if (wanted > SEARCH_COUNT_LIMIT) {
    const rows = await db
      .select({ id: statements.id })
      .from(statements)
      .where(and(filters, keyword.foundIn(column)))
      .orderBy(...orderBy(sort, statements))
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  const found: number[] = [];
  for (let from = 0, size = FIRST_CHUNK; found.length < wanted; from += size, size *= 2) {
    const chunk = db
      .select({
        id: statements.id,
        agreeCount: statements.agreeCount,
        commentCount: statements.commentCount,
        createdAt: statements.createdAt,
        vector: column,
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
