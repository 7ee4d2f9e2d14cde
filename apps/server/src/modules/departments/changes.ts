import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@iagree/contract';
import { queryRows, type Database, type Transaction } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { departments } from '../../db/schema.ts';
import { AppError, invalid } from '../../errors.ts';
import { departmentMessages } from './messages.ts';
import { statementsInCharge } from './service.ts';

/** The department, locked against every other change until the caller's transaction ends. */
async function departmentForChange(tx: Transaction, id: number) {
  const [department] = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.id, id))
    .for('update');
  if (!department) throw new AppError(404, departmentMessages.notFound);
  return department;
}

/**
 * Role 1 renames a department, logged with the old and new names and why (issue 32, decision
 * 040); the same name changes nothing. 404 for an unknown department, 409 for a name another
 * department has.
 */
export async function renameDepartment(
  db: Database,
  actor: CurrentUser,
  id: number,
  { name, reason }: { name: string; reason: string },
) {
  await db.transaction(async (tx) => {
    const before = await departmentForChange(tx, id);
    if (before.name === name) return;
    // Names are unique: a name taken, or being taken by a concurrent create, is skipped.
    const [renamed] = await tx
      .update(departments)
      .set({ name, updatedAt: new Date() })
      .where(
        sql`${departments.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${departments} taken WHERE taken.name = ${name})`,
      )
      .returning({ id: departments.id });
    if (!renamed) throw new AppError(409, departmentMessages.nameTaken);
    await recordAction(tx, actor.id, {
      action: 'department_rename',
      targetType: 'department',
      targetId: id,
      reason,
      details: { from: before.name, to: name },
    });
  });
}

/**
 * Role 1 deletes a department, logged with its name and why (decision 040). While it is in
 * charge of statements (hidden ones too) the deletion is refused with 409, unless `handOverTo`
 * names the department that takes them all: each gets a hand-over step on its public timeline,
 * as one handed over by hand does. Its staff and categories go with it; past timeline steps keep
 * no department. 422 for an unknown department to hand over to, or itself.
 */
export async function deleteDepartment(
  db: Database,
  actor: CurrentUser,
  id: number,
  { reason, handOverTo }: { reason: string; handOverTo?: number | undefined },
): Promise<{ id: number; handed_over: number }> {
  return db.transaction(async (tx) => {
    const department = await departmentForChange(tx, id);
    const inCharge = (await statementsInCharge(tx, [id])).get(id) ?? 0;
    let handedOver = 0;
    let heir: { id: number; name: string } | undefined;
    if (handOverTo !== undefined) {
      if (handOverTo === id) throw invalid({ hand_over_to: [departmentMessages.handOverToItself] });
      [heir] = await tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.id, handOverTo))
        .for('share');
      if (!heir) throw invalid({ hand_over_to: [departmentMessages.unknownHandOver] });
      handedOver = await handOver(tx, id, heir.id);
    } else if (inCharge > 0) {
      throw new AppError(409, departmentMessages.inCharge, {
        params: { count: inCharge },
        code: 'department_in_charge',
      });
    }
    await tx.delete(departments).where(eq(departments.id, id));
    await recordAction(tx, actor.id, {
      action: 'department_delete',
      targetType: 'department',
      targetId: id,
      reason,
      details: {
        name: department.name,
        handed_over: handedOver,
        ...(heir && { to: heir.id, to_name: heir.name }),
      },
    });
    return { id, handed_over: handedOver };
  });
}

/** Every statement of department `from` goes to `to`, with a hand-over step on its timeline. */
async function handOver(tx: Transaction, from: number, to: number): Promise<number> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`
    WITH moved AS (
      UPDATE statements SET department_id = ${to} WHERE department_id = ${from}
      RETURNING id, status
    )
    INSERT INTO statement_timeline (statement_id, kind, status, department_id)
    SELECT id, 'assigned', status, ${to} FROM moved
    RETURNING statement_id AS id`,
  );
  return moved.length;
}
