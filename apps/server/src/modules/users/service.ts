import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PublicUser } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { events, statements, users } from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import { userMessages } from './messages.ts';

/**
 * What anyone may see of a person: never the e-mail; counts of their visible things only. An
 * account never activated, or deleted, has no public profile (404).
 */
export async function publicUser(db: Database, storage: Storage, id: number): Promise<PublicUser> {
  const [[user], [statementCount], [eventCount]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, avatar: users.avatar, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.id, id), isNotNull(users.activatedAt), isNull(users.deletedAt))),
    db
      .select({ n: count() })
      .from(statements)
      .where(and(eq(statements.userId, id), notHidden(statements))),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.userId, id), notHidden(events))),
  ]);
  if (!user) throw new AppError(404, userMessages.notFound);
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar ? storage.url(user.avatar) : null,
    created_at: user.createdAt.toISOString(),
    statement_count: statementCount?.n ?? 0,
    event_count: eventCount?.n ?? 0,
  };
}
