import { and, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AGREE_MILESTONES,
  type NotificationKind,
  type ReportTarget,
  type StatementStatus,
} from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import {
  agreeMilestones,
  eventComments,
  events,
  notifications,
  statementComments,
  statementFollows,
  statements,
} from '../../db/schema.ts';
import { frequenciesOf } from './settings.ts';

/**
 * How long a new comment still folds into the recipient's unread notification of the same
 * statement (or event): a lively thread is one line, not twenty.
 */
export const FOLD_WINDOW_MS = 15 * 60 * 1000;
/**
 * How long an immediate mail waits for the rest of its burst before it is composed and
 * queued (decision 015): 20 comments in a minute are one mail.
 */
export const MAIL_DELAY_MS = 2 * 60 * 1000;

/** What happened, as the module that made it happen tells it. */
export type Happening =
  /** A statement was posted (`created`) or its link moved to another event. */
  | { type: 'statement_posted'; statementId: number; actorId: number; created: boolean }
  | { type: 'comment'; statementId: number; commentId: number; actorId: number }
  /** The agree of `actorId` brought the statement to `agreeCount`. */
  | { type: 'agreed'; statementId: number; actorId: number; agreeCount: number }
  | { type: 'status'; statementId: number; actorId: number; status: StatementStatus }
  | { type: 'event_comment'; eventId: number; eventCommentId: number; actorId: number }
  /** Moderation hid a thing (actorId null: the automatic hide by reports), or showed it again. */
  | { type: 'hidden' | 'restored'; target: ReportTarget; id: number; actorId: number | null }
  /** A block hid everything the user posted. */
  | { type: 'blocked'; userId: number };

interface Thing {
  statementId?: number | null;
  eventId?: number | null;
  commentId?: number;
  eventCommentId?: number;
}

interface Delivery {
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
async function deliver(tx: Database, recipients: number[], delivery: Delivery, now: Date) {
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

async function statementOf(tx: Database, id: number) {
  const [row] = await tx
    .select({
      userId: statements.userId,
      eventId: statements.eventId,
      hiddenAt: statements.hiddenAt,
    })
    .from(statements)
    .where(eq(statements.id, id));
  return row && row.hiddenAt === null ? row : undefined;
}

async function followersOf(tx: Database, statementId: number) {
  const rows = await tx
    .select({ userId: statementFollows.userId })
    .from(statementFollows)
    .where(eq(statementFollows.statementId, statementId));
  return rows.map((row) => row.userId);
}

/** The owner and the followers of a visible statement hear about its comments and status. */
async function toStatementAudience(
  tx: Database,
  statementId: number,
  delivery: Omit<Delivery, 'thing'> & { thing?: Thing },
  now: Date,
) {
  const statement = await statementOf(tx, statementId);
  if (!statement) return;
  const recipients = [statement.userId, ...(await followersOf(tx, statementId))];
  await deliver(tx, recipients, { ...delivery, thing: { statementId, ...delivery.thing } }, now);
}

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

async function linkedEventOwner(tx: Database, eventId: number | null) {
  if (eventId === null) return undefined;
  const [event] = await tx
    .select({ userId: events.userId, hiddenAt: events.hiddenAt })
    .from(events)
    .where(eq(events.id, eventId));
  return event && event.hiddenAt === null ? event.userId : undefined;
}

/**
 * The one entry point of notifications (issue 16, decision 015): the services that change
 * things call it inside their transaction, so a notification (and the mail it will cause)
 * exists exactly when the change commits. Hidden things notify nobody.
 */
export async function notify(tx: Database, happening: Happening, now = new Date()): Promise<void> {
  switch (happening.type) {
    case 'statement_posted': {
      const { statementId, actorId } = happening;
      // The author follows their own statement from its creation.
      if (happening.created) {
        await tx
          .insert(statementFollows)
          .values({ userId: actorId, statementId })
          .onConflictDoNothing();
      }
      const statement = await statementOf(tx, statementId);
      const owner = await linkedEventOwner(tx, statement?.eventId ?? null);
      if (!statement || owner === undefined) return;
      const thing = { statementId, eventId: statement.eventId };
      await deliver(tx, [owner], { kind: 'event_statement', thing, actorId }, now);
      return;
    }
    case 'comment':
      await toStatementAudience(
        tx,
        happening.statementId,
        {
          kind: 'comment',
          thing: { commentId: happening.commentId },
          actorId: happening.actorId,
          folds: true,
        },
        now,
      );
      return;
    case 'agreed': {
      const { statementId, agreeCount } = happening;
      if (!(AGREE_MILESTONES as readonly number[]).includes(agreeCount)) return;
      // Each milestone is announced once, whatever agrees are withdrawn and given again.
      const reached = await tx
        .insert(agreeMilestones)
        .values({ statementId, milestone: agreeCount, reachedAt: now })
        .onConflictDoNothing()
        .returning({ milestone: agreeMilestones.milestone });
      const statement = await statementOf(tx, statementId);
      // The author's own agree reaching a milestone is their own action: no notification.
      if (reached.length === 0 || !statement || statement.userId === happening.actorId) return;
      await deliver(
        tx,
        [statement.userId],
        {
          kind: 'agree_milestone',
          thing: { statementId },
          actorId: null,
          params: { milestone: agreeCount },
        },
        now,
      );
      return;
    }
    case 'status':
      await toStatementAudience(
        tx,
        happening.statementId,
        { kind: 'status', actorId: happening.actorId, params: { status: happening.status } },
        now,
      );
      return;
    case 'event_comment': {
      const owner = await linkedEventOwner(tx, happening.eventId);
      if (owner === undefined) return;
      const thing = { eventId: happening.eventId, eventCommentId: happening.eventCommentId };
      await deliver(
        tx,
        [owner],
        { kind: 'event_comment', thing, actorId: happening.actorId, folds: true },
        now,
      );
      return;
    }
    case 'hidden':
    case 'restored': {
      const { target, id, actorId } = happening;
      if (happening.type === 'hidden') await forget(tx, ABOUT[target](id));
      const found = await targetOf(tx, target, id);
      if (!found) return;
      await deliver(
        tx,
        [found.authorId],
        {
          kind: 'moderation',
          thing: found.thing,
          actorId,
          params: { action: happening.type, target },
        },
        now,
      );
      return;
    }
    case 'blocked': {
      const { userId } = happening;
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
      return;
    }
  }
}
