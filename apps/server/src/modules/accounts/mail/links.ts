import type { Mail } from '../../../adapters/mailer.ts';
import type { Database } from '../../../db/client.ts';
import type { MailQueue } from '../../../mail/outbox.ts';
import { issueToken, type TokenKind } from './tokens.ts';

export interface MailDeps {
  db: Database;
  mail: MailQueue;
  appUrl: string;
}

/**
 * A new link of `kind` for the account, and its mail queued in the same transaction: the mail
 * exists exactly when the link does, and goes out (now, or once SMTP answers again) after
 * the commit.
 */
export async function mailNewLink(
  deps: MailDeps,
  userId: number,
  kind: TokenKind,
  compose: (token: string) => Mail,
) {
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, userId, kind);
    await deps.mail.add(tx, compose(token));
  });
  deps.mail.wake();
}
