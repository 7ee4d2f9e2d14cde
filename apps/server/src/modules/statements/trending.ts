import { and, count, desc, gt, isNotNull, type SQL } from 'drizzle-orm';
import { STATEMENT_PAGE_SIZE } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';
import { countUpTo } from './count-up-to.ts';

/**
 * `sortBy=trending` (decision 018): score = Σ w · e^(−age/τ) over a statement's agrees and
 * visible comments, w = 1 for an agree and 3 for a comment (it asks more of its writer), τ = 2
 * days; only statements with activity in the last week are listed. Triggers keep the score's
 * time-independent form in `trend_score` and the last activity in `trended_at` (migration
 * trending), so a page is a range of one index.
 */
export const TRENDING_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * One page of the statements that `where` keeps, by trend score, then agree count, newest,
 * id; and how many have activity in the window, counted up to `countLimit` if given (a search).
 */
export async function trendingPage(
  db: Database,
  where: SQL,
  offset: number,
  countLimit: number | undefined,
  now = new Date(),
): Promise<{ ids: number[]; total: number }> {
  // The window alone implies a trend (a count from the index on trended_at alone); the page
  // names trend_score's condition too, that of its index.
  const active = and(
    where,
    gt(statements.trendedAt, new Date(now.getTime() - TRENDING_WINDOW_MS)),
  ) as SQL;
  const [rows, total] = await Promise.all([
    db
      .select({ id: statements.id })
      .from(statements)
      .where(and(active, isNotNull(statements.trendScore)))
      .orderBy(
        desc(statements.trendScore),
        desc(statements.agreeCount),
        desc(statements.createdAt),
        desc(statements.id),
      )
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset),
    countLimit === undefined
      ? db
          .select({ total: count() })
          .from(statements)
          .where(active)
          .then(([counted]) => counted?.total ?? 0)
      : countUpTo(db, active, countLimit),
  ]);
  return { ids: rows.map((row) => row.id), total };
}
