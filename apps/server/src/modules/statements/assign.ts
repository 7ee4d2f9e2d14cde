import { eq } from 'drizzle-orm';
import { canAssignStatement, type CurrentUser } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { departments, statements } from '../../db/schema.ts';
import { AppError, invalid } from '../../errors.ts';
import { statementMessages } from './messages.ts';
import { lockForOfficial } from './status.ts';
import { recordStep } from './timeline.ts';

/**
 * Hands statement `id` to department `departmentId` (issue 32): role 1, the staff of the
 * department in charge, or any staff while none is. The hand-over is a step of its public
 * timeline and an entry of the action log (from, to), in one transaction; 404 for an unknown
 * statement, 403 for anyone else, 422 for an unknown department or the one already in charge.
 */
export async function assignStatement(
  db: Database,
  user: CurrentUser,
  id: number,
  departmentId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForOfficial(tx, user, id);
    if (!canAssignStatement(user, { department_id: before.departmentId })) {
      throw new AppError(403, statementMessages.notInCharge);
    }
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, departmentId));
    if (!department) throw invalid({ department_id: [statementMessages.unknownDepartment] });
    if (before.departmentId === departmentId) {
      throw invalid({ department_id: [statementMessages.sameDepartment] });
    }
    await tx.update(statements).set({ departmentId }).where(eq(statements.id, id));
    await recordStep(tx, {
      statementId: id,
      kind: 'assigned',
      status: before.status,
      departmentId,
    });
    await recordAction(tx, user.id, {
      action: 'assign',
      targetType: 'statement',
      targetId: id,
      details: { from: before.departmentId, to: departmentId },
    });
  });
}
