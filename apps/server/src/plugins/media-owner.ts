import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { events, statementImages, statements } from '../db/schema.ts';

/** Who posted the thing an image belongs to, and whether moderation hides it. */
export interface MediaOwner {
  user_id: number;
  hidden: boolean;
}

/**
 * Folders whose images belong to content moderation can hide (decision 029): a statement's
 * photos and an event's picture and logo. Avatars are not in it: they follow their account.
 */
const HIDEABLE = ['statements/', 'events/'] as const;

export const isHideable = (key: string) => HIDEABLE.some((folder) => key.startsWith(folder));

/** A thumbnail's key is its image's with `-thumb`: the rows store the image's key alone. */
const imageKeyOf = (key: string) => key.replace(/-thumb(\.[a-z0-9]+)$/, '$1');

/**
 * The owner row of a hideable image, by one indexed lookup; null when no row holds it any more
 * (the content was deleted), so the image is gone for everyone.
 */
export async function mediaOwner(db: Database, key: string): Promise<MediaOwner | null> {
  const imageKey = imageKeyOf(key);
  const [row] = key.startsWith('events/')
    ? await db
        .select({ user_id: events.userId, hiddenAt: events.hiddenAt })
        .from(events)
        .where(or(eq(events.eventImg, imageKey), eq(events.companyLogoImg, imageKey)))
        .limit(1)
    : await db
        .select({ user_id: statements.userId, hiddenAt: statements.hiddenAt })
        .from(statementImages)
        .innerJoin(statements, eq(statements.id, statementImages.statementId))
        .where(eq(statementImages.key, imageKey))
        .limit(1);
  return row ? { user_id: row.user_id, hidden: row.hiddenAt !== null } : null;
}
