import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  NOTIFICATION_PAGE_SIZE,
  type Locale,
  type NotificationsResponse,
  type ReadNotificationsBody,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { presentNotification, selectNotifications } from './present.ts';

const mine = (userId: number) => eq(notifications.recipientId, userId);
const unreadOf = (userId: number) => and(mine(userId), isNull(notifications.readAt));

async function unreadCount(db: Database, userId: number) {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

/** The user's notifications, newest (or most recently folded into) first, a page at a time. */
export async function listNotifications(
  db: Database,
  storage: Storage,
  reader: { userId: number; locale: Locale },
  page: number,
): Promise<NotificationsResponse> {
  const [rows, [total], unread] = await Promise.all([
    selectNotifications(db)
      .where(mine(reader.userId))
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATION_PAGE_SIZE),
    db.select({ n: count() }).from(notifications).where(mine(reader.userId)),
    unreadCount(db, reader.userId),
  ]);
  const now = new Date();
  return {
    data: rows.map((row) => presentNotification(storage, row, reader.locale, now)),
    meta: {
      unread,
      current_page: page,
      last_page: Math.max(1, Math.ceil((total?.n ?? 0) / NOTIFICATION_PAGE_SIZE)),
    },
  };
}

/**
 * Marks the named notifications, or all, as read: only the caller's own (another's id
 * changes nothing). Answers how many stay unread.
 */
export async function markRead(
  db: Database,
  userId: number,
  body: ReadNotificationsBody,
): Promise<number> {
  const which = body.ids && inArray(notifications.id, body.ids);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(unreadOf(userId), which));
  return unreadCount(db, userId);
}
