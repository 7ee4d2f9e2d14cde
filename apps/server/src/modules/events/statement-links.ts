import { and, eq } from 'drizzle-orm';
import { canLinkStatementToEvent, type CurrentUser } from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { statements } from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import { eventMessages } from './messages.ts';
import type { EventRow } from './queries.ts';
import { assertCanManage } from './service.ts';

/** Who changes which statement's link to which event. */
export interface LinkChange {
  eventId: number;
  statementId: number;
  user: CurrentUser;
}

/**
 * Linking and unlinking are allowed to the same people (404 for an unknown event, 403 for
 * others) and logged alike, with the event's title as it was; only an actual change is logged.
 */
async function changeLink(
  db: Database,
  { eventId, statementId, user }: LinkChange,
  action: 'event_link' | 'event_unlink',
  change: (tx: Transaction, event: EventRow) => Promise<boolean>,
): Promise<boolean> {
  const event = await assertCanManage(db, eventId, user, canLinkStatementToEvent);
  return db.transaction(async (tx) => {
    const changed = await change(tx, event);
    if (changed) {
      await recordAction(tx, user.id, {
        action,
        targetType: 'statement',
        targetId: statementId,
        details: { event_id: event.id, event_title: event.title },
      });
    }
    return changed;
  });
}

/**
 * Links a visible statement to the event (issue 29): the organiser gathers what the event
 * answers without asking each author for the code. One already linked here stays so; one
 * linked to another event is its author's choice and is refused.
 */
export async function linkStatement(db: Database, link: LinkChange) {
  const changed = await changeLink(db, link, 'event_link', async (tx, event) => {
    const [statement] = await tx
      .select({ eventId: statements.eventId })
      .from(statements)
      .where(and(eq(statements.id, link.statementId), notHidden(statements)))
      .for('update');
    if (!statement) throw new AppError(404, eventMessages.statementNotFound);
    if (statement.eventId === event.id) return false;
    if (statement.eventId !== null) throw new AppError(409, eventMessages.linkedElsewhere);
    await tx
      .update(statements)
      .set({ eventId: event.id })
      .where(eq(statements.id, link.statementId));
    return true;
  });
  return { changed };
}

/** Takes a statement off the event it is linked to; one not linked here is not found. */
export async function unlinkStatement(db: Database, link: LinkChange) {
  await changeLink(db, link, 'event_unlink', async (tx, event) => {
    const [unlinked] = await tx
      .update(statements)
      .set({ eventId: null })
      .where(and(eq(statements.id, link.statementId), eq(statements.eventId, event.id)))
      .returning({ id: statements.id });
    if (!unlinked) throw new AppError(404, eventMessages.statementNotFound);
    return true;
  });
}
