import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@iagree/contract';
import { hashPassword } from '../../../adapters/password.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { accountExistsMailTo, activationMailTo } from '../mail/compose.ts';
import { mailNewLink, sendOrUndo, type MailDeps } from '../mail/links.ts';
import { checkToken, consumeToken, issueToken, revokeToken } from '../mail/tokens.ts';
import { findUserByEmail } from '../users.ts';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  locale: Locale;
}

/**
 * Creates an inactive account and mails its activation link. An address that already has an
 * account gets a mail too — a new activation link, or a note that the account exists — and
 * nothing else changes, so the answer never tells whether the address was known. The account
 * and the link are committed before the mail goes; a mail that cannot be sent takes them back.
 */
export async function signUp(deps: MailDeps, account: NewAccount): Promise<void> {
  const passwordHash = await hashPassword(account.password);
  const { user, created, token } = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({ name: account.name, email: account.email, passwordHash, locale: account.locale })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const found = inserted ?? (await findUserByEmail(tx, account.email));
    if (!found) throw new Error('account vanished during signup');
    const link = found.activatedAt ? null : await issueToken(tx, found.id, 'activation');
    return { user: found, created: Boolean(inserted), token: link };
  });
  const mail = token
    ? activationMailTo(user, account.locale, deps.appUrl, token)
    : accountExistsMailTo(user, account.locale, deps.appUrl);
  await sendOrUndo(deps, mail, async () => {
    if (created) await deps.db.delete(users).where(eq(users.id, user.id));
    else if (token) await revokeToken(deps.db, token);
  });
}

/** Mails a new activation link to an account that waits for activation; others get nothing. */
export async function resendActivation(deps: MailDeps, email: string, locale: Locale) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.activatedAt) return;
  await mailNewLink(deps, user.id, 'activation', (token) =>
    activationMailTo(user, locale, deps.appUrl, token),
  );
}

/** Activates the account of a valid activation link; the link works once. */
export async function activate(db: Database, token: string, now = new Date()) {
  const { userId } = await checkToken(db, token, 'activation', now);
  await db.transaction(async (tx) => {
    await consumeToken(tx, token, 'activation', now);
    await tx
      .update(users)
      .set({ activatedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.activatedAt)));
  });
}
