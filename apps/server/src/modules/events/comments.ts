import { and, eq, sql } from 'drizzle-orm';
import type {
  CommentLocation,
  EventComment,
  EventCommentPage,
  Locale,
  PagePosition,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import { authorName, nameFor } from '../../db/authors.ts';
import type { Database } from '../../db/client.ts';
import { after, cutPage, newestFirst, pageLimit, positionAt } from '../../db/keyset.ts';
import { eventComments, events, users } from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/index.ts';
import { eventMessages } from './messages.ts';

const commentColumns = {
  id: eventComments.id,
  userId: eventComments.userId,
  comment: eventComments.comment,
  username: authorName().as('username'),
  avatar: users.avatar,
  createdAt: eventComments.createdAt,
  address: eventComments.address,
  latitude: eventComments.latitude,
  longitude: eventComments.longitude,
  at: positionAt(eventComments),
};

interface CommentRow {
  id: number;
  userId: number;
  comment: string;
  username: string | null;
  avatar: string | null;
  createdAt: Date;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  at: string;
}

const selectComments = (db: Database) =>
  db
    .select(commentColumns)
    .from(eventComments)
    .innerJoin(users, eq(users.id, eventComments.userId));

function present(storage: Storage, row: CommentRow, locale: Locale): EventComment {
  return {
    id: row.id,
    user_id: row.userId,
    comment: row.comment,
    username: nameFor(row.username, locale),
    author_deleted: row.username === null,
    avatar: row.avatar ? storage.url(row.avatar) : null,
    created_at: row.createdAt.toISOString(),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The event's comments_count; 404 when there is no such event. */
async function countOf(db: Database, eventId: number) {
  const [event] = await db
    .select({ commentsCount: events.commentsCount })
    .from(events)
    .where(and(eq(events.id, eventId), notHidden(events)));
  if (!event) throw new AppError(404, eventMessages.notFound);
  return event.commentsCount;
}

/** The page after `cursor` (the first page without one), newest first. */
export async function eventCommentPage(
  db: Database,
  storage: Storage,
  eventId: number,
  cursor: PagePosition | undefined,
  locale: Locale,
): Promise<EventCommentPage> {
  const total = await countOf(db, eventId);
  const rows = await selectComments(db)
    .where(
      and(
        eq(eventComments.eventId, eventId),
        notHidden(eventComments),
        after(eventComments, cursor),
      ),
    )
    .orderBy(...newestFirst(eventComments))
    .limit(pageLimit());
  const page = cutPage(rows);
  return {
    data: page.rows.map((row) => present(storage, row, locale)),
    total,
    next_cursor: page.nextCursor,
  };
}

/** The comment and the event's comments_count change together. */
export async function addEventComment(
  db: Database,
  storage: Storage,
  input: {
    eventId: number;
    userId: number;
    comment: string;
    location: CommentLocation | null | undefined;
    locale: Locale;
  },
): Promise<{ comment: EventComment; commentsCount: number }> {
  await countOf(db, input.eventId);
  const { location } = input;
  const saved = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(eventComments)
      .values({
        eventId: input.eventId,
        userId: input.userId,
        comment: input.comment,
        address: location ? location.locationName || null : null,
        latitude: location?.lat ?? null,
        longitude: location?.lng ?? null,
      })
      .returning({ id: eventComments.id });
    const [event] = await tx
      .update(events)
      .set({ commentsCount: sql`${events.commentsCount} + 1` })
      .where(eq(events.id, input.eventId))
      .returning({ commentsCount: events.commentsCount });
    if (!inserted || !event) throw new AppError(404, eventMessages.notFound);
    await notify(tx, {
      type: 'event_comment',
      eventId: input.eventId,
      eventCommentId: inserted.id,
      actorId: input.userId,
    });
    return { commentId: inserted.id, commentsCount: event.commentsCount };
  });
  const [row] = await selectComments(db).where(eq(eventComments.id, saved.commentId));
  if (!row) throw new AppError(404, eventMessages.notFound);
  return { comment: present(storage, row, input.locale), commentsCount: saved.commentsCount };
}
