import type { Mail, Mailer } from '../../../adapters/mailer.ts';
import type { Database } from '../../../db/client.ts';
import { issueToken, revokeToken, type TokenKind } from './tokens.ts';

export interface MailDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}

/**
 * Sends a mail whose link must already work when it arrives: the caller has committed what the
 * link needs. If the mail cannot be sent, `undo` takes it back and the failure goes on.
 */
export async function sendOrUndo(deps: MailDeps, mail: Mail, undo: () => Promise<void>) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    await undo();
    throw error;
  }
}

/** A new link of `kind` for the account, committed, then mailed (and revoked if it cannot be). */
export async function mailNewLink(
  deps: MailDeps,
  userId: number,
  kind: TokenKind,
  compose: (token: string) => Mail,
) {
  const token = await deps.db.transaction((tx) => issueToken(tx, userId, kind));
  await sendOrUndo(deps, compose(token), () => revokeToken(deps.db, token));
}
