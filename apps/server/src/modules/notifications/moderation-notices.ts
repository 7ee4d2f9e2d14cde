import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { ReportTarget } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import {
  eventComments,
  events,
  notifications,
  statementComments,
  statements,
} from '../../db/schema.ts';
import { deliver } from './deliver.ts';

/** The thing of a moderation target, as its notification names it, with its author. */
async function targetOf(tx: Database, target: ReportTarget, id: number) {
  switch (target) {
    case 'statement': {
      const [row] = await tx
        .select({ authorId: statements.userId })
        .from(statements)
        .where(eq(statements.id, id));
      return row && { authorId: row.authorId, thing: { statementId: id } };
    }
    case 'comment': {
      const [row] = await tx
        .select({ authorId: statementComments.userId, parent: statementComments.statementId })
        .from(statementComments)
        .where(eq(statementComments.id, id));
      return row && { authorId: row.authorId, thing: { statementId: row.parent, commentId: id } };
    }
    case 'event': {
      const [row] = await tx
        .select({ authorId: events.userId })
        .from(events)
        .where(eq(events.id, id));
      return row && { authorId: row.authorId, thing: { eventId: id } };
    }
    case 'event_comment': {
      const [row] = await tx
        .select({ authorId: eventComments.userId, parent: eventComments.eventId })
        .from(eventComments)
        .where(eq(eventComments.id, id));
      return row && { authorId: row.authorId, thing: { eventId: row.parent, eventCommentId: id } };
    }
  }
}

/** The notifications about a hidden thing go, but those telling its author of moderation. */
const ABOUT: Record<ReportTarget, (id: number) => SQL> = {
  statement: (id) => eq(notifications.statementId, id),
  comment: (id) => eq(notifications.commentId, id),
  event: (id) => eq(notifications.eventId, id),
  event_comment: (id) => eq(notifications.eventCommentId, id),
};

const forget = (tx: Database, about: SQL | undefined) =>
  tx.delete(notifications).where(and(ne(notifications.kind, 'moderation'), about));

/** Moderation hid or showed again a thing: its author hears, and a hidden thing's news go. */
export async function noticeModeration(
  tx: Database,
  action: 'hidden' | 'restored',
  target: ReportTarget,
  id: number,
  actorId: number | null,
  now: Date,
) {
  if (action === 'hidden') await forget(tx, ABOUT[target](id));
  const found = await targetOf(tx, target, id);
  if (!found) return;
  await deliver(
    tx,
    [found.authorId],
    { kind: 'moderation', thing: found.thing, actorId, params: { action, target } },
    now,
  );
}

/** A block hid everything the user posted: the notifications of it, and of their acts, go. */
export async function forgetBlocked(tx: Database, userId: number) {
  await forget(
    tx,
    or(
      eq(notifications.actorId, userId),
      inArray(
        notifications.statementId,
        tx.select({ id: statements.id }).from(statements).where(eq(statements.userId, userId)),
      ),
      inArray(
        notifications.eventId,
        tx.select({ id: events.id }).from(events).where(eq(events.userId, userId)),
      ),
    ),
  );
}
