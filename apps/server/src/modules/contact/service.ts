import type { Locale } from '@iagree/contract';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages as contactMessagesTable } from '../../db/schema.ts';
import { contactMail, type ContactMessage } from './mail.ts';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  contactEmail: string;
}

/**
 * Stores the message and mails it to the operators. The row is written in the same
 * transaction as the mail is sent, so a message that could not be delivered leaves nothing.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  locale: Locale,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessagesTable).values({ ...message, locale });
    await deps.mailer.send(contactMail(deps.contactEmail, message, locale));
  });
}
