import { and, eq } from 'drizzle-orm';
import type { SignedInViewer } from '@iagree/contract';
import type { Database } from '../../../db/client.ts';
import { statementFollows, statements } from '../../../db/schema.ts';
import { visibleTo } from '../../../db/visibility.ts';
import { AppError } from '../../../errors.ts';
import { statementMessages } from '../messages.ts';

/** 404 for a statement the follower may not open (hidden, or none), as its detail answers. */
async function assertVisible(db: Database, follower: SignedInViewer, statementId: number) {
  const [row] = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(eq(statements.id, statementId), visibleTo(statements, follower)));
  if (!row) throw new AppError(404, statementMessages.notFound);
}

const followRow = (follower: SignedInViewer, statementId: number) =>
  and(eq(statementFollows.userId, follower.id), eq(statementFollows.statementId, statementId));

export async function isFollowing(db: Database, follower: SignedInViewer, statementId: number) {
  await assertVisible(db, follower, statementId);
  const [row] = await db
    .select({ id: statementFollows.statementId })
    .from(statementFollows)
    .where(followRow(follower, statementId));
  return row !== undefined;
}

/** Follows or stops following; idempotent. Answers whether the follower now follows it. */
export async function setFollowing(
  db: Database,
  follower: SignedInViewer,
  statementId: number,
  following: boolean,
): Promise<boolean> {
  await assertVisible(db, follower, statementId);
  if (following) {
    await db
      .insert(statementFollows)
      .values({ userId: follower.id, statementId })
      .onConflictDoNothing();
  } else {
    await db.delete(statementFollows).where(followRow(follower, statementId));
  }
  return following;
}
