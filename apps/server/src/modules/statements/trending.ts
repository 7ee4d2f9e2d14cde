import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { STATEMENT_PAGE_SIZE } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { agrees, statementComments, statements } from '../../db/schema.ts';

/**
 * `sortBy=trending` (decision 015): score = Σ w · e^(−age/τ) over the agrees and comments a
 * statement received in the last WINDOW, with w = 1 for an agree and 3 for a comment (it asks
 * more of its writer) and τ = 2 days, so today's agree counts about three times one from two
 * days ago. Only statements with activity in the window are listed.
 */
export const TRENDING = {
  windowMs: 7 * 24 * 3_600_000,
  tauSeconds: 2 * 24 * 3600,
  agreeWeight: 1,
  commentWeight: 3,
} as const;

/** One weighted term of the sum for each agree and comment of the window. */
function activitySince(db: Database, now: Date) {
  const since = new Date(now.getTime() - TRENDING.windowMs);
  const decay = (createdAt: AnyPgColumn) =>
    sql`exp(extract(epoch FROM ${createdAt} - ${now.toISOString()}::timestamptz) / ${TRENDING.tauSeconds})`;
  return unionAll(
    db
      .select({
        statementId: agrees.statementId,
        weight: sql<number>`${TRENDING.agreeWeight} * ${decay(agrees.createdAt)}`.as('weight'),
      })
      .from(agrees)
      .where(gt(agrees.createdAt, since)),
    db
      .select({
        statementId: statementComments.statementId,
        weight: sql<number>`${TRENDING.commentWeight} * ${decay(statementComments.createdAt)}`.as(
          'weight',
        ),
      })
      .from(statementComments)
      .where(and(gt(statementComments.createdAt, since), isNull(statementComments.hiddenAt))),
  ).as('activity');
}

/**
 * One page of the statements that `where` keeps, by trend score, then agree count, newest,
 * id; and how many have activity in the window.
 */
export async function trendingPage(
  db: Database,
  where: SQL,
  offset: number,
  now = new Date(),
): Promise<{ ids: number[]; total: number }> {
  const activity = activitySince(db, now);
  const scores = db
    .select({
      statementId: activity.statementId,
      score: sql<number>`sum(${activity.weight})`.as('score'),
    })
    .from(activity)
    .groupBy(activity.statementId)
    .as('scores');
  const trending = db
    .select({ id: statements.id })
    .from(scores)
    .innerJoin(statements, eq(statements.id, scores.statementId))
    .where(where);
  // One aggregation gives the page and the count; a page past the end needs the count alone.
  const rows = await db
    .select({ id: statements.id, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(scores)
    .innerJoin(statements, eq(statements.id, scores.statementId))
    .where(where)
    .orderBy(
      desc(scores.score),
      desc(statements.agreeCount),
      desc(statements.createdAt),
      desc(statements.id),
    )
    .limit(STATEMENT_PAGE_SIZE)
    .offset(offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db.select({ total: count() }).from(trending.as('counted'));
    total = counted?.total ?? 0;
  }
  return { ids: rows.map((row) => row.id), total };
}
