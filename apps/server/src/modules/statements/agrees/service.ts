import { and, eq, sql } from 'drizzle-orm';
import type { AgreeResponse } from '@iagree/contract';
import type { Database, Transaction } from '../../../db/client.ts';
import { agrees, statements } from '../../../db/schema.ts';
import { visibleTo, type VisibilityViewer } from '../../../db/visibility.ts';
import { agreePayload, announce, type AgreeNews } from '../../../adapters/answer-changes.ts';
import { AppError } from '../../../errors.ts';
import { notify } from '../../notifications/index.ts';
import { statementMessages } from '../messages.ts';

/**
 * Locks the statement against deletion (FOR KEY SHARE) while its agree row changes; other
 * toggles on the same statement keep going, only the counter update itself waits its turn.
 * A hidden statement answers 404 to whoever may not open it, as its detail does (decision 013).
 */
async function lockStatement(tx: Transaction, statementId: number, viewer: VisibilityViewer) {
  const [row] = await tx
    .select({ id: statements.id })
    .from(statements)
    .where(and(eq(statements.id, statementId), visibleTo(statements, viewer)))
    .for('key share');
  if (!row) throw new AppError(404, statementMessages.notFound);
}

/** Adds `change` to the counter; answers the new count, and when it was created. */
async function countAgree(tx: Transaction, statementId: number, change: -1 | 0 | 1) {
  const counted = { agreeCount: statements.agreeCount, createdAt: statements.createdAt };
  const query =
    change === 0
      ? tx.select(counted).from(statements)
      : tx
          .update(statements)
          .set({ agreeCount: sql`${statements.agreeCount} + ${change}` })
          .returning(counted);
  const [row] = await query.where(eq(statements.id, statementId));
  if (!row) throw new AppError(404, statementMessages.notFound);
  return row;
}

/**
 * Agree and un-agree are idempotent: the counter moves only when this very call inserted or
 * deleted the row, in the same transaction, so agree_count always equals the number of rows.
 * Answers the new state and, when the count moved, the news every server hears of it
 * (decision 038).
 */
export function setAgree(
  db: Database,
  {
    userId,
    moderator,
    statementId,
    agree,
  }: { userId: number; moderator: boolean; statementId: number; agree: boolean },
): Promise<{ data: AgreeResponse['data']; news: AgreeNews | null }> {
  return db.transaction(async (tx) => {
    await lockStatement(tx, statementId, { userId, moderator });
    const changed = agree
      ? await tx
          .insert(agrees)
          .values({ userId, statementId })
          .onConflictDoNothing()
          .returning({ userId: agrees.userId })
      : await tx
          .delete(agrees)
          .where(and(eq(agrees.userId, userId), eq(agrees.statementId, statementId)))
          .returning({ userId: agrees.userId });
    const change = changed.length === 0 ? 0 : agree ? 1 : -1;
    const { agreeCount, createdAt } = await countAgree(tx, statementId, change);
    const data = { statement_id: statementId, agree_flag: agree, agree_count: agreeCount };
    if (change === 0) return { data, news: null };
    const news: AgreeNews = {
      statementId,
      agreeCount,
      moved: change,
      createdAt: createdAt.toISOString(),
    };
    await announce(tx, agreePayload(news));
    if (change === 1)
      await notify(tx, { type: 'agreed', statementId, actorId: userId, agreeCount });
    return { data, news };
  });
}
