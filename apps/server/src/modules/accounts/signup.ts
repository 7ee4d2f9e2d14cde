import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@iagree/contract';
import type { Mailer } from '../../adapters/mailer.ts';
import { hashPassword } from '../../adapters/password.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { accountExistsMailTo, activationMailTo } from './mail.ts';
import { checkToken, consumeToken, issueToken } from './tokens.ts';
import { findUserByEmail } from './users.ts';

export interface MailDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  locale: Locale;
}

/**
 * Creates an inactive account and mails its activation link, in one transaction: a mail that
 * cannot be sent leaves no account. An address that already has an account gets a mail too —
 * the activation link again, or a note that the account exists — and nothing is changed, so
 * the answer never tells whether the address was known.
 */
export async function signUp(deps: MailDeps, account: NewAccount): Promise<void> {
  const passwordHash = await hashPassword(account.password);
  await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: account.name, email: account.email, passwordHash, locale: account.locale })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const user = created ?? (await findUserByEmail(tx, account.email));
    if (!user) throw new Error('account vanished during signup');
    const mail = user.activatedAt
      ? accountExistsMailTo(user, account.locale, deps.appUrl)
      : activationMailTo(
          user,
          account.locale,
          deps.appUrl,
          await issueToken(tx, user.id, 'activation'),
        );
    await deps.mailer.send(mail);
  });
}

/** Mails a new activation link to an account that waits for activation; others get nothing. */
export async function resendActivation(deps: MailDeps, email: string, locale: Locale) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.activatedAt) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'activation');
    await deps.mailer.send(activationMailTo(user, locale, deps.appUrl, token));
  });
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
