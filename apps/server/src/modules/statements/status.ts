import { and, eq } from 'drizzle-orm';
import { canSetStatus, type CurrentUser, type StatementStatus } from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { statements } from '../../db/schema.ts';
import { visibleTo } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/index.ts';
import { statementMessages } from './messages.ts';
import { recordStep } from './timeline.ts';

/**
 * Statement `id` locked for a change by `user`, as they may open it (404 otherwise, for a
 * hidden one too): its status and the department in charge.
 */
export async function lockForOfficial(tx: Transaction, user: CurrentUser, id: number) {
  const [row] = await tx
    .select({ status: statements.status, departmentId: statements.departmentId })
    .from(statements)
    .where(and(eq(statements.id, id), visibleTo(statements, user)))
    .for('update');
  if (!row) throw new AppError(404, statementMessages.notFound);
  return row;
}

/**
 * Role 1, or the staff of the department in charge (issue 32), says what became of statement
 * `id`: its status and official answer change with a step of its public timeline and an entry
 * of the action log, in one transaction. 404 for an unknown statement, 403 for anyone else.
 */
export async function setStatus(
  db: Database,
  user: CurrentUser,
  id: number,
  change: { status: StatementStatus; answer: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForOfficial(tx, user, id);
    if (!canSetStatus(user, { department_id: before.departmentId })) {
      throw new AppError(403, statementMessages.notInCharge);
    }
    await applyStatus(tx, user.id, id, before, change);
  });
}

/**
 * The city's own status change in a caller's transaction, such as a participatory budget's
 * winners (issue 33): the same step, log entry and notification of followers as setStatus.
 * `actorId` is the role 1 user whose action caused it.
 */
export async function announceStatus(
  tx: Transaction,
  actorId: number,
  id: number,
  change: { status: StatementStatus; answer: string },
): Promise<void> {
  const [before] = await tx
    .select({ status: statements.status, departmentId: statements.departmentId })
    .from(statements)
    .where(eq(statements.id, id))
    .for('update');
  if (before) await applyStatus(tx, actorId, id, before, change);
}

async function applyStatus(
  tx: Transaction,
  actorId: number,
  id: number,
  before: { status: StatementStatus; departmentId: number | null },
  { status, answer }: { status: StatementStatus; answer: string },
) {
  await tx
    .update(statements)
    .set({ status, answer, answeredBy: actorId, answeredAt: new Date() })
    .where(eq(statements.id, id));
  await recordStep(tx, {
    statementId: id,
    kind: 'status',
    status,
    answer,
    departmentId: before.departmentId,
  });
  await recordAction(tx, actorId, {
    action: 'status_change',
    targetType: 'statement',
    targetId: id,
    reason: answer,
    details: { from: before.status, to: status },
  });
  await notify(tx, { type: 'status', statementId: id, actorId, status, answer });
}
