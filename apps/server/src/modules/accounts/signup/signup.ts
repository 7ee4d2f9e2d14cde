import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@iagree/contract';
import { hashPassword } from '../../../adapters/password.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { accountExistsMailTo, activationMailTo, type SignupResume } from '../mail/compose.ts';
import { mailNewLink, type MailDeps } from '../mail/links.ts';
import { checkToken, consumeToken, issueToken, pendingSignup } from '../mail/tokens.ts';
import { findUserByEmail } from '../users.ts';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  locale: Locale;
  /** The shared statement the signup started from, carried by the mail's link. */
  resume?: SignupResume;
}

/**
 * Creates an inactive account and mails its activation link. An address that already has an
 * account gets a mail too — a new activation link, or a note that the account exists — and
 * nothing else changes, so the answer never tells whether the address was known.
 *
 * The password hash and name travel with the activation link, not on the account: a second
 * signup for an address that waits for activation gets a new link (the older ones die) carrying
 * its own, and activation applies what the followed link carries. So whoever proves the mailbox
 * chooses the password, and a stranger who signed up first with someone's address cannot log
 * in once its owner signs up and activates.
 *
 * The mail is queued in the transaction that creates the account and the link, and sent after
 * the commit: an SMTP outage delays it and changes nothing else.
 */
export async function signUp(deps: MailDeps, account: NewAccount): Promise<void> {
  const pending = { passwordHash: await hashPassword(account.password), name: account.name };
  await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({ name: account.name, email: account.email, locale: account.locale })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const user = inserted ?? (await findUserByEmail(tx, account.email));
    if (!user) throw new Error('account vanished during signup');
    const token = user.activatedAt ? null : await issueToken(tx, user.id, 'activation', pending);
    const to = { email: user.email, name: token ? account.name : user.name };
    await deps.mail.add(
      tx,
      token
        ? activationMailTo(to, account.locale, deps.appUrl, token, account.resume)
        : accountExistsMailTo(to, account.locale, deps.appUrl, account.resume),
    );
  });
  deps.mail.wake();
}

/**
 * Mails a new activation link to an account that waits for activation (carrying the same
 * signup as the link it replaces); others get nothing.
 */
export async function resendActivation(deps: MailDeps, email: string, locale: Locale) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.activatedAt) return;
  const pending = await pendingSignup(deps.db, user.id);
  await mailNewLink(deps, user.id, 'activation', (token) =>
    activationMailTo(
      { email: user.email, name: pending?.name ?? user.name },
      locale,
      deps.appUrl,
      token,
    ),
  );
}

/**
 * Activates the account of a valid activation link, with the password and name of the signup
 * the link carries; the link works once. Answers the account's address, so that the login that
 * follows asks only for the password.
 */
export async function activate(db: Database, token: string, now = new Date()) {
  const { userId, email } = await checkToken(db, token, 'activation', now);
  await db.transaction(async (tx) => {
    const pending = await consumeToken(tx, token, 'activation', now);
    await tx
      .update(users)
      .set({
        activatedAt: now,
        updatedAt: now,
        ...(pending && { passwordHash: pending.passwordHash, name: pending.name }),
      })
      .where(and(eq(users.id, userId), isNull(users.activatedAt)));
  });
  return { email };
}
