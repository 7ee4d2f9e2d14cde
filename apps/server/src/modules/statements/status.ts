import { eq } from 'drizzle-orm';
import type { CurrentUser, StatementStatus } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { statements } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import { statementMessages } from './messages.ts';

/**
 * Role 1 says what became of statement `id` (issue 15): its status and official answer change
 * with an entry of the action log, in one transaction. 404 for an unknown statement.
 */
export async function setStatus(
  db: Database,
  user: CurrentUser,
  id: number,
  { status, answer }: { status: StatementStatus; answer: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: statements.status })
      .from(statements)
      .where(eq(statements.id, id))
      .for('update');
    if (!before) throw new AppError(404, statementMessages.notFound);
    await tx
      .update(statements)
      .set({ status, answer, answeredBy: user.id, answeredAt: new Date() })
      .where(eq(statements.id, id));
    await recordAction(tx, {
      actorId: user.id,
      action: 'status_change',
      targetType: 'statement',
      targetId: id,
      reason: answer,
      details: { from: before.status, to: status },
    });
    await notify(tx, { type: 'status', statementId: id, actorId: user.id, status, answer });
  });
}
