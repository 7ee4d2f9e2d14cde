import { and, eq } from 'drizzle-orm';
import { canLinkStatementToEvent, type CurrentUser } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { statements } from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import { eventMessages } from './messages.ts';
import type { EventRow } from './queries.ts';
import { assertCanManage } from './service.ts';

const logged = (event: EventRow, statementId: number, actorId: number) => ({
  actorId,
  targetType: 'statement',
  targetId: statementId,
  details: { event_id: event.id, event_title: event.title },
});

/**
 * Links a visible statement to the event (issue 29): the organiser gathers what the event
 * answers without asking each author for the code. One already linked here stays so; one
 * linked to another event is its author's choice and is refused.
 */
export async function linkStatement(
  db: Database,
  eventId: number,
  statementId: number,
  user: CurrentUser,
) {
  const event = await assertCanManage(db, eventId, user, canLinkStatementToEvent);
  return db.transaction(async (tx) => {
    const [statement] = await tx
      .select({ eventId: statements.eventId })
      .from(statements)
      .where(and(eq(statements.id, statementId), notHidden(statements)))
      .for('update');
    if (!statement) throw new AppError(404, eventMessages.statementNotFound);
    if (statement.eventId === event.id) return { changed: false };
    if (statement.eventId !== null) throw new AppError(409, eventMessages.linkedElsewhere);
    await tx.update(statements).set({ eventId: event.id }).where(eq(statements.id, statementId));
    await recordAction(tx, { ...logged(event, statementId, user.id), action: 'event_link' });
    return { changed: true };
  });
}

/** Takes a statement off the event it is linked to; one not linked here is not found. */
export async function unlinkStatement(
  db: Database,
  eventId: number,
  statementId: number,
  user: CurrentUser,
) {
  const event = await assertCanManage(db, eventId, user, canLinkStatementToEvent);
  await db.transaction(async (tx) => {
    const [unlinked] = await tx
      .update(statements)
      .set({ eventId: null })
      .where(and(eq(statements.id, statementId), eq(statements.eventId, event.id)))
      .returning({ id: statements.id });
    if (!unlinked) throw new AppError(404, eventMessages.statementNotFound);
    await recordAction(tx, { ...logged(event, statementId, user.id), action: 'event_unlink' });
  });
}
