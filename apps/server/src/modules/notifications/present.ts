import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale, Notification, ReportTarget, StatementStatus } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import { authorName, nameFor } from '../../db/authors.ts';
import type { Database } from '../../db/client.ts';
import { events, notifications, statements, users } from '../../db/schema.ts';
import { distanceTime } from '../../i18n/format.ts';
import { translate, type Localized } from '../../i18n/localized.ts';
import { moderationSentences, sentences, someone, statusLabels } from './messages.ts';

const actors = alias(users, 'actors');

/** A notification with what its sentence and link need: who acted, the thing's title and owner. */
export const notificationColumns = {
  notification: notifications,
  actorName: authorName(actors).as('actor_name'),
  actorAvatar: actors.avatar,
  statementTitle: statements.title,
  statementOwner: statements.userId,
  eventTitle: events.title,
};
export type NotificationRow = {
  notification: typeof notifications.$inferSelect;
  actorName: string | null;
  actorAvatar: string | null;
  statementTitle: string | null;
  statementOwner: number | null;
  eventTitle: string | null;
};

export const selectNotifications = (db: Database) =>
  db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(statements, eq(statements.id, notifications.statementId))
    .leftJoin(events, eq(events.id, notifications.eventId));

/** The app path that shows the thing: the statement's detail, else the event's page. */
export function linkOf({ notification }: NotificationRow): string {
  if (notification.statementId !== null) return `/?statement=${notification.statementId}`;
  return `/event/${notification.eventId}`;
}

function sentenceOf(row: NotificationRow): {
  text: Localized;
  params: Record<string, string | number>;
} {
  const { notification: n } = row;
  const title = row.statementTitle ?? row.eventTitle ?? '';
  // A statement's news reaches its author and its followers, each told in their own words.
  const mine = row.statementOwner === n.recipientId;
  switch (n.kind) {
    case 'comment':
      return {
        text: mine ? sentences.commentOnMine : sentences.commentOnFollowed,
        params: { title },
      };
    case 'agree_milestone':
      return {
        text: sentences.agreeMilestone,
        params: { title, milestone: Number(n.params.milestone) },
      };
    case 'status':
      return {
        text: mine ? sentences.statusOfMine : sentences.statusOfFollowed,
        params: {
          title,
          status: String(n.params.status),
          answer: typeof n.params.answer === 'string' ? n.params.answer : '',
        },
      };
    case 'event_comment':
      return { text: sentences.eventComment, params: { title: row.eventTitle ?? '' } };
    case 'event_statement':
      return { text: sentences.eventStatement, params: { title: row.eventTitle ?? '' } };
    case 'moderation': {
      const action = n.params.action === 'restored' ? 'restored' : 'hidden';
      return {
        text: moderationSentences[action][n.params.target as ReportTarget],
        params: { title },
      };
    }
  }
}

/** The notification's one sentence in `locale`; a folded burst says how many more it holds. */
export function messageOf(row: NotificationRow, locale: Locale): string {
  const { text, params } = sentenceOf(row);
  // No actor: the system acted (an automatic hide). An actor without a name left since.
  const actor =
    row.notification.actorId === null ? translate(someone, locale) : nameFor(row.actorName, locale);
  const status =
    typeof params.status === 'string'
      ? translate(statusLabels[params.status as StatementStatus], locale)
      : '';
  const answer =
    typeof params.answer === 'string' && params.answer !== ''
      ? translate(sentences.answer, locale, { answer: params.answer })
      : '';
  const sentence = translate(text, locale, { ...params, actor, status }) + answer;
  const more = row.notification.count - 1;
  return more > 0 ? sentence + translate(sentences.more, locale, { more }) : sentence;
}

export function presentNotification(
  storage: Storage,
  row: NotificationRow,
  locale: Locale,
  now: Date,
): Notification {
  const { notification: n } = row;
  return {
    id: n.id,
    kind: n.kind,
    read: n.readAt !== null,
    message: messageOf(row, locale),
    link: linkOf(row),
    count: n.count,
    actor:
      n.actorId !== null && row.actorName !== null
        ? {
            id: n.actorId,
            name: row.actorName,
            avatar: row.actorAvatar ? storage.url(row.actorAvatar) : null,
          }
        : null,
    created_at: n.updatedAt.toISOString(),
    created_distance_time: distanceTime(n.updatedAt, now, locale),
  };
}
