import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { frequenciesOf } from './settings.ts';

/**
 * How long a new comment still folds into the recipient's unread notification of the same
 * statement (or event): a lively thread is one line, not twenty.
 */
const FOLD_WINDOW_MS = 15 * 60 * 1000;
/**
 * How long an immediate mail waits for the rest of its burst before it is composed and
 * queued (decision 017): 20 comments in a minute are one mail.
 */
export const MAIL_DELAY_MS = 2 * 60 * 1000;

export interface Thing {
  statementId?: number | null;
  eventId?: number | null;
  commentId?: number;
  eventCommentId?: number;
}

export interface Delivery {
  kind: NotificationKind;
  thing: Thing;
  actorId: number | null;
  params?: Record<string, string | number | boolean>;
  /** A burst folds into the recipient's recent unread notification of the same thing. */
  folds?: boolean;
}

/**
 * Writes the notification of each recipient (never the actor), with what its e-mail needs:
 * an immediate mail due after MAIL_DELAY_MS, or a line of the next daily digest.
 */
export async function deliver(tx: Database, recipients: number[], delivery: Delivery, now: Date) {
  const to = [...new Set(recipients)].filter((id) => id !== delivery.actorId);
  if (to.length === 0) return;
  const frequencies = await frequenciesOf(tx, to, delivery.kind);
  const mailDueAt = new Date(now.getTime() + MAIL_DELAY_MS);
  for (const recipientId of to) {
    const frequency = frequencies.get(recipientId);
    const immediate = frequency === 'immediate';
    const daily = frequency === 'daily';
    if (delivery.folds) {
      const folded = await tx
        .update(notifications)
        .set({
          count: sql`${notifications.count} + 1`,
          actorId: delivery.actorId,
          commentId: delivery.thing.commentId ?? null,
          eventCommentId: delivery.thing.eventCommentId ?? null,
          updatedAt: now,
          // A mail still waiting takes the new comment in; one already sent is followed by one more.
          ...(immediate && { mailDueAt: sql`coalesce(${notifications.mailDueAt}, ${mailDueAt})` }),
          ...(daily && { inDigest: true }),
        })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(notifications.kind, delivery.kind),
            isNull(notifications.readAt),
            sameThing(delivery.thing),
            gt(notifications.updatedAt, new Date(now.getTime() - FOLD_WINDOW_MS)),
          ),
        )
        .returning({ id: notifications.id });
      if (folded.length > 0) continue;
    }
    await tx.insert(notifications).values({
      recipientId,
      kind: delivery.kind,
      statementId: delivery.thing.statementId ?? null,
      eventId: delivery.thing.eventId ?? null,
      commentId: delivery.thing.commentId ?? null,
      eventCommentId: delivery.thing.eventCommentId ?? null,
      actorId: delivery.actorId,
      params: delivery.params ?? {},
      mailDueAt: immediate ? mailDueAt : null,
      inDigest: daily,
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** The statement or event a burst is about. */
const sameThing = (thing: Thing): SQL | undefined =>
  thing.statementId
    ? eq(notifications.statementId, thing.statementId)
    : eq(notifications.eventId, thing.eventId ?? 0);
