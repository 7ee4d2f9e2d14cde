import type { Locale } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import type { MailQueue } from '../../mail/outbox.ts';
import { contactMessages as contactMessagesTable } from '../../db/schema.ts';
import { contactMail, type ContactMessage } from './mail.ts';

export interface ContactDeps {
  db: Database;
  mail: MailQueue;
  contactEmail: string;
}

/**
 * Stores the message and queues its mail to the operators in one transaction: both exist or
 * neither, and an SMTP outage only delays the mail.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  locale: Locale,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessagesTable).values({ ...message, locale });
    await deps.mail.add(tx, contactMail(deps.contactEmail, message, locale));
  });
  deps.mail.wake();
}
