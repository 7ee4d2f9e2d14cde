import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  canDeleteStatementComment,
  type CurrentUser,
  type SignedInViewer,
  type StatementComment,
} from '@iagree/contract';
import type { Storage } from '../../../adapters/storage.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { statementComments, statements } from '../../../db/schema.ts';
import { recordAction } from '../../../db/moderation-log.ts';
import { visibleTo } from '../../../db/visibility.ts';
import { AppError } from '../../../errors.ts';
import type { RequestFacts } from '../../../i18n/format.ts';
import { notify } from '../../notifications/index.ts';
import { statementMessages } from '../messages.ts';
import { commentMessages } from './messages.ts';
import { findComment } from './present.ts';

/**
 * Adds `change` to the statement's comment_count and answers the new count; 404 when no
 * statement matches (`visible` narrows it to those the caller may open).
 */
async function countComment(
  tx: Transaction,
  statementId: number,
  change: -1 | 0 | 1,
  visible?: SQL,
) {
  const [row] = await tx
    .update(statements)
    .set({ commentCount: sql`${statements.commentCount} + ${change}` })
    .where(and(eq(statements.id, statementId), visible))
    .returning({ commentCount: statements.commentCount });
  if (!row) throw new AppError(404, statementMessages.notFound);
  return row.commentCount;
}

/** The comment and the statement's comment_count change together. */
export async function addComment(
  db: Database,
  storage: Storage,
  viewer: SignedInViewer,
  facts: RequestFacts,
  input: { statementId: number; comment: string },
): Promise<{ comment: StatementComment; commentCount: number }> {
  const saved = await db.transaction(async (tx) => {
    // Counting first locks the statement row, so a concurrent delete cannot slip in between;
    // a hidden statement answers 404 to whoever may not open it, as its detail does.
    const visible = visibleTo(statements, viewer);
    const commentCount = await countComment(tx, input.statementId, 1, visible);
    const [row] = await tx
      .insert(statementComments)
      .values({ ...input, userId: viewer.id })
      .returning({ id: statementComments.id });
    if (!row) throw new Error('comment not created');
    await notify(tx, {
      type: 'comment',
      statementId: input.statementId,
      commentId: row.id,
      actorId: viewer.id,
    });
    return { id: row.id, commentCount };
  });
  const comment = await findComment(db, storage, viewer, facts, saved.id);
  if (!comment) throw new AppError(404, commentMessages.notFound);
  return { comment, commentCount: saved.commentCount };
}

/**
 * Deletes comment `commentId` of statement `statementId`: its author, the statement's author
 * or a role 1 user may. Answers the statement's new comment_count.
 */
export async function deleteComment(
  db: Database,
  user: CurrentUser,
  { statementId, commentId }: { statementId: number; commentId: number },
): Promise<number> {
  const [found] = await db
    .select({ authorId: statementComments.userId, ownerId: statements.userId })
    .from(statementComments)
    .innerJoin(statements, eq(statements.id, statementComments.statementId))
    .where(
      and(eq(statementComments.id, commentId), eq(statementComments.statementId, statementId)),
    );
  if (!found) throw new AppError(404, commentMessages.notFound);
  const allowed = canDeleteStatementComment(user, {
    statement: { user_id: found.ownerId },
    comment: { user_id: found.authorId },
  });
  if (!allowed) throw new AppError(403, commentMessages.notAllowed);
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(statementComments)
      .where(eq(statementComments.id, commentId))
      .returning({ hiddenAt: statementComments.hiddenAt, authorId: statementComments.userId });
    // Deleted meanwhile by someone else: their call already lowered the count.
    if (!deleted) throw new AppError(404, commentMessages.notFound);
    if (deleted.authorId !== user.id && found.ownerId !== user.id) {
      await recordAction(tx, user.id, {
        action: 'delete',
        targetType: 'comment',
        targetId: commentId,
        details: { statement_id: statementId, author_id: deleted.authorId },
      });
    }
    // A hidden comment had already left the count (decision 013).
    if (deleted.hiddenAt !== null) return countComment(tx, statementId, 0);
    return countComment(tx, statementId, -1);
  });
}
