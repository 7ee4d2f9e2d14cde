import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, type Locale } from '@iagree/contract';
import { hashPassword } from '../../../adapters/password.ts';
import type { Database } from '../../../db/client.ts';
import { users, userTokens } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { passwordResetMailTo } from '../mail/compose.ts';
import { accountMessages } from '../messages.ts';
import { revokeUserSessions } from '../sessions/sessions.ts';
import { mailNewLink, type MailDeps } from '../mail/links.ts';
import { checkToken, consumeToken, unusedTokens } from '../mail/tokens.ts';
import { findUserByEmail } from '../users.ts';

/** Mails a reset link when the address has an account; otherwise does nothing. */
export async function requestPasswordReset(deps: MailDeps, email: string, locale: Locale) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await mailNewLink(deps, user.id, 'password_reset', (token) =>
    passwordResetMailTo(user, locale, deps.appUrl, token),
  );
}

/** The e-mail address of a usable reset link (the page shows the form only then). */
export async function checkPasswordReset(db: Database, token: string) {
  const { email } = await checkToken(db, token, 'password_reset');
  return { email, token };
}

/**
 * Sets the new password of a valid, unused, unexpired link whose account has `email`; the
 * link then stops working, every session of the account ends and other reset links die.
 * Following the link proves the address, so an account that waited for activation is active.
 */
export async function resetPassword(
  db: Database,
  request: { email: string; token: string; password: string },
  now = new Date(),
) {
  const { userId, email } = await checkToken(db, request.token, 'password_reset', now);
  if (email !== request.email) {
    throw new AppError(404, accountMessages.resetInvalid, {
      code: ACCOUNT_ERROR_CODES.tokenInvalid,
    });
  }
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    await consumeToken(tx, request.token, 'password_reset', now);
    await tx
      .update(users)
      .set({
        passwordHash,
        activatedAt: sql`coalesce(${users.activatedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    await tx.delete(userTokens).where(unusedTokens(userId, 'password_reset'));
  });
}
