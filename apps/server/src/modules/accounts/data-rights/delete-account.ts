import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { thumbKeyOf } from '../../../adapters/image-pipeline.ts';
import { verifyPassword } from '../../../adapters/password.ts';
import type { Storage } from '../../../adapters/storage.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  agrees,
  eventComments,
  events,
  mailOutbox,
  notifications,
  notificationSettings,
  sessions,
  statementComments,
  statementFollows,
  statementImages,
  statements,
  unsubscribeTokens,
  userIdentities,
  users,
  userTokens,
} from '../../../db/schema.ts';
import { notHidden } from '../../../db/visibility.ts';
import { AppError } from '../../../errors.ts';
import { removeImages } from '../../../forms/uploaded-images.ts';
import { withdrawFromBudgets } from '../../budgets/index.ts';
import { accountMessages } from '../messages.ts';
import { hashToken } from '../sessions/sessions.ts';

/** How recent the login of an account without a password must be to confirm its deletion. */
export const FRESH_LOGIN_MS = 10 * 60 * 1000;

export interface DeleteRequest {
  userId: number;
  /** The session the request came with: its age confirms an account without a password. */
  sessionToken: string | null;
  password: string | undefined;
  deleteContent: boolean;
}

/**
 * The account's owner proves it is them: the password, or — for an account made by Facebook or
 * LINE, which has none — a login within FRESH_LOGIN_MS. Refusals change nothing.
 */
async function confirmOwner(db: Database, request: DeleteRequest, passwordHash: string | null) {
  if (passwordHash !== null) {
    if (!request.password) throw new AppError(422, accountMessages.deletePasswordRequired);
    if (!(await verifyPassword(passwordHash, request.password))) {
      throw new AppError(403, accountMessages.deleteWrongPassword);
    }
    return;
  }
  const [session] = request.sessionToken
    ? await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(request.sessionToken)))
    : [];
  if (!session || Date.now() - session.createdAt.getTime() > FRESH_LOGIN_MS) {
    throw new AppError(403, accountMessages.deleteLoginAgain);
  }
}

/** Withdraws the person's agrees: each statement's agree_count drops with its row. */
async function withdrawAgrees(tx: Transaction, userId: number) {
  const withdrawn = await tx
    .delete(agrees)
    .where(eq(agrees.userId, userId))
    .returning({ statementId: agrees.statementId });
  const ids = withdrawn.map((row) => row.statementId);
  if (ids.length === 0) return;
  await tx
    .update(statements)
    .set({ agreeCount: sql`${statements.agreeCount} - 1` })
    .where(inArray(statements.id, ids));
}

/**
 * Deletes the person's statements (their agrees, comments and categories cascade) and comments;
 * the counts of the things commented on drop by the visible comments only (a hidden one had
 * already left them, decision 013). Answers the image keys to remove once committed.
 */
async function deleteContent(tx: Transaction, userId: number) {
  const own = await tx
    .select({ id: statements.id })
    .from(statements)
    .where(eq(statements.userId, userId));
  const ownIds = own.map((row) => row.id);
  const images =
    ownIds.length === 0
      ? []
      : await tx
          .delete(statementImages)
          .where(inArray(statementImages.statementId, ownIds))
          .returning({ key: statementImages.key, thumbKey: statementImages.thumbKey });
  if (ownIds.length > 0) await tx.delete(statements).where(inArray(statements.id, ownIds));

  const commented = await tx
    .select({ statementId: statementComments.statementId, n: count() })
    .from(statementComments)
    .where(and(eq(statementComments.userId, userId), notHidden(statementComments)))
    .groupBy(statementComments.statementId);
  for (const { statementId, n } of commented) {
    await tx
      .update(statements)
      .set({ commentCount: sql`${statements.commentCount} - ${n}` })
      .where(eq(statements.id, statementId));
  }
  await tx.delete(statementComments).where(eq(statementComments.userId, userId));

  const eventCommented = await tx
    .select({ eventId: eventComments.eventId, n: count() })
    .from(eventComments)
    .where(and(eq(eventComments.userId, userId), notHidden(eventComments)))
    .groupBy(eventComments.eventId);
  for (const { eventId, n } of eventCommented) {
    await tx
      .update(events)
      .set({ commentsCount: sql`${events.commentsCount} - ${n}` })
      .where(eq(events.id, eventId));
  }
  await tx.delete(eventComments).where(eq(eventComments.userId, userId));
  return images;
}

/**
 * Deletes the account of `request.userId` (decision 029). Every session ends; the e-mail
 * address is freed; agrees, follows, and budget supports and ballots (decision 040) are
 * withdrawn; notifications, tokens, settings, social links, waiting mail and the avatar go. What they posted stays under a neutral name unless
 * `deleteContent`, when it goes with its images. The row itself stays, emptied, so that the
 * statements left behind keep an author and the moderation log its references.
 */
export async function deleteAccount(db: Database, storage: Storage, request: DeleteRequest) {
  const { userId } = request;
  const [user] = await db
    .select({ passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new AppError(401, accountMessages.deleteLoginAgain);
  await confirmOwner(db, request, user.passwordHash);

  const { avatar, images } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    // Deleted meanwhile by the same person's other tab.
    if (!locked) throw new AppError(401, accountMessages.deleteLoginAgain);
    const removed = request.deleteContent ? await deleteContent(tx, userId) : [];
    await withdrawAgrees(tx, userId);
    await withdrawFromBudgets(tx, userId);
    await tx.delete(statementFollows).where(eq(statementFollows.userId, userId));
    await tx.delete(notifications).where(eq(notifications.recipientId, userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    await tx.delete(unsubscribeTokens).where(eq(unsubscribeTokens.userId, userId));
    await tx.delete(userTokens).where(eq(userTokens.userId, userId));
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, user.email),
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
        ),
      );
    await tx
      .update(users)
      .set({
        name: '',
        // Not an e-mail address: nobody can log in with it, and the real one is free again.
        email: `deleted:${userId}`,
        passwordHash: null,
        avatar: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return { avatar: locked.avatar, images: removed };
  });
  await removeImages(storage, [
    ...images,
    ...(avatar ? [{ key: avatar, thumbKey: thumbKeyOf(avatar) }] : []),
  ]);
}
