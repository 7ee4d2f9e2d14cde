import { eq } from 'drizzle-orm';
import { AGREE_MILESTONES, type ReportTarget, type StatementStatus } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { agreeMilestones, events, statementFollows, statements } from '../../db/schema.ts';
import { shorten } from '../../i18n/format.ts';
import { deliver, type Delivery, type Thing } from './deliver.ts';
import { forgetBlocked, noticeModeration } from './moderation-notices.ts';

/** What happened, as the module that made it happen tells it. */
export type Happening =
  /** A statement was posted (`created`) or its link moved to another event. */
  | { type: 'statement_posted'; statementId: number; actorId: number; created: boolean }
  | { type: 'comment'; statementId: number; commentId: number; actorId: number }
  /** The agree of `actorId` brought the statement to `agreeCount`. */
  | { type: 'agreed'; statementId: number; actorId: number; agreeCount: number }
  /** Role 1 set the statement's status with an official answer. */
  | {
      type: 'status';
      statementId: number;
      actorId: number;
      status: StatementStatus;
      answer: string;
    }
  | { type: 'event_comment'; eventId: number; eventCommentId: number; actorId: number }
  /** Moderation hid a thing (actorId null: the automatic hide by reports), or showed it again. */
  | { type: 'hidden' | 'restored'; target: ReportTarget; id: number; actorId: number | null }
  /** A block hid everything the user posted. */
  | { type: 'blocked'; userId: number };

/** How much of an official answer a status notification and its mail quote. */
const ANSWER_EXCERPT = 120;

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

async function linkedEventOwner(tx: Database, eventId: number | null) {
  if (eventId === null) return undefined;
  const [event] = await tx
    .select({ userId: events.userId, hiddenAt: events.hiddenAt })
    .from(events)
    .where(eq(events.id, eventId));
  return event && event.hiddenAt === null ? event.userId : undefined;
}

/**
 * The one entry point of notifications (issue 16, decision 017): the services that change
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
        {
          kind: 'status',
          actorId: happening.actorId,
          // The answer as it was given, shortened: the link leads to all of it (issue 29).
          params: { status: happening.status, answer: shorten(happening.answer, ANSWER_EXCERPT) },
        },
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
    case 'restored':
      await noticeModeration(
        tx,
        happening.type,
        happening.target,
        happening.id,
        happening.actorId,
        now,
      );
      return;
    case 'blocked':
      await forgetBlocked(tx, happening.userId);
      return;
  }
}
