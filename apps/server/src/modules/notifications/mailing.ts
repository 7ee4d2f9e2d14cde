import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { toLocale, type NotificationKind } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { addMail } from '../../mail/outbox.ts';
import { notifications, users } from '../../db/schema.ts';
import { digestMail, immediateMail, type MailRecipient, type Unsubscribe } from './mail.ts';
import { linkOf, messageOf, selectNotifications, type NotificationRow } from './present.ts';
import { frequenciesOf, unsubscribeToken } from './settings.ts';

/** How many waiting mails one pass composes; the next pass takes the rest. */
const BATCH = 100;

async function recipientsOf(db: Database, ids: number[]) {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map<number, MailRecipient>(
    rows.map((row) => [row.id, { email: row.email, name: row.name, locale: toLocale(row.locale) }]),
  );
}

const lineOf = (row: NotificationRow, to: MailRecipient, appUrl: string) => ({
  message: messageOf(row, to.locale),
  url: `${appUrl}${linkOf(row)}`,
});

/**
 * Composes the immediate mails whose burst is over (mail_due_at passed) and queues them in
 * the outbox, in one transaction that also clears their due time: each goes exactly once.
 * Rows another server is composing are skipped (SKIP LOCKED). A recipient who chose another
 * frequency meanwhile gets what they chose now. Answers how many mails it queued.
 */
export async function queueDueMails(db: Database, appUrl: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await selectNotifications(tx)
      .where(and(isNotNull(notifications.mailDueAt), lte(notifications.mailDueAt, now)))
      .orderBy(asc(notifications.mailDueAt))
      .limit(BATCH)
      .for('update', { of: notifications, skipLocked: true });
    if (rows.length === 0) return 0;
    const recipients = await recipientsOf(
      tx,
      rows.map((row) => row.notification.recipientId),
    );
    let queued = 0;
    for (const row of rows) {
      const { id, recipientId, kind } = row.notification;
      const frequency = (await frequenciesOf(tx, [recipientId], kind)).get(recipientId);
      const to = recipients.get(recipientId);
      await tx
        .update(notifications)
        .set({ mailDueAt: null, ...(frequency === 'daily' && { inDigest: true }) })
        .where(eq(notifications.id, id));
      if (frequency !== 'immediate' || !to) continue;
      const token = await unsubscribeToken(tx, recipientId, kind);
      await addMail(tx, immediateMail(to, lineOf(row, to, appUrl), { kind, token }, appUrl));
      queued += 1;
    }
    return queued;
  });
}

/**
 * The daily digest (jobs/notification-digest.ts): for each recipient with lines waiting, one
 * mail listing them, newest first; the kinds they have since turned to `never` are left out.
 * Nothing is sent to whoever has no line. Answers how many digests it queued.
 */
export async function queueDigests(db: Database, appUrl: string): Promise<number> {
  const rows = await selectNotifications(db)
    .where(eq(notifications.inDigest, true))
    .orderBy(asc(notifications.recipientId), asc(notifications.updatedAt), asc(notifications.id));
  if (rows.length === 0) return 0;
  await db
    .update(notifications)
    .set({ inDigest: false })
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.notification.id),
      ),
    );
  const byRecipient = new Map<number, NotificationRow[]>();
  for (const row of rows) {
    const list = byRecipient.get(row.notification.recipientId) ?? [];
    list.push(row);
    byRecipient.set(row.notification.recipientId, list);
  }
  const recipients = await recipientsOf(db, [...byRecipient.keys()]);
  let queued = 0;
  for (const [recipientId, all] of byRecipient) {
    const to = recipients.get(recipientId);
    if (!to) continue;
    const kept: NotificationRow[] = [];
    for (const row of all) {
      const { kind } = row.notification;
      const frequency = (await frequenciesOf(db, [recipientId], kind)).get(recipientId);
      if (frequency !== 'never') kept.push(row);
    }
    const unsubscribes = await unsubscribesFor(db, recipientId, kept);
    if (!unsubscribes) continue;
    const lines = kept.reverse().map((row) => lineOf(row, to, appUrl));
    await addMail(db, digestMail(to, lines, unsubscribes, appUrl));
    queued += 1;
  }
  return queued;
}

/** One unsubscribe link per kind among the rows, the kind with the most lines first. */
async function unsubscribesFor(
  db: Database,
  recipientId: number,
  rows: NotificationRow[],
): Promise<[Unsubscribe, ...Unsubscribe[]] | undefined> {
  const counts = new Map<NotificationKind, number>();
  for (const row of rows) {
    counts.set(row.notification.kind, (counts.get(row.notification.kind) ?? 0) + 1);
  }
  const kinds = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([kind]) => kind);
  const links: Unsubscribe[] = [];
  for (const kind of kinds)
    links.push({ kind, token: await unsubscribeToken(db, recipientId, kind) });
  const [first, ...rest] = links;
  return first && [first, ...rest];
}
