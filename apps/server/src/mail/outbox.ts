import { and, count, eq, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Mail, QueuedMail } from '../adapters/mailer.ts';
import { queryRows, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/**
 * The mail queue as the modules see it (decision 012): `add` writes a mail in the caller's
 * transaction, so it exists exactly when the change that causes it commits; `wake` tells this
 * server's worker, after the commit, that there is mail to send now rather than at its next poll.
 */
export interface MailQueue {
  add(tx: Database, mail: Mail): Promise<void>;
  wake(): void;
  /** Mail not yet sent (waiting or being retried); the metrics read it. */
  depth(): Promise<number>;
}

export async function addMail(tx: Database, mail: Mail): Promise<void> {
  await tx.insert(mailOutbox).values({
    recipient: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers ?? null,
  });
}

const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

export async function mailQueueDepth(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(waiting);
  return row?.n ?? 0;
}

export interface ClaimedMail {
  id: number;
  attempts: number;
  mail: QueuedMail;
}

interface OutboxRow {
  id: number;
  attempts: number;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  created_at: Date | string;
}

/**
 * The Message-ID of a queued mail, the same on every attempt: a receiver (or an operator
 * reading two copies after a send whose answer was lost) recognises a retry as the same mail.
 */
export function messageIdOf(id: number, createdAt: Date, host: string): string {
  return `<outbox.${id}.${createdAt.getTime()}@${host}>`;
}

/**
 * Takes the oldest mail that is due and not taken, and moves its `available_at` a lease ahead:
 * no other worker takes it until then. `FOR UPDATE SKIP LOCKED` lets workers of several
 * servers claim at once without waiting on each other or taking the same row; a worker that
 * dies mid-send leaves the row to be taken again when the lease ends.
 */
export async function claimMail(
  db: Database,
  options: { now: Date; leaseMs: number; host: string },
): Promise<ClaimedMail | undefined> {
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs);
  // The database keeps microseconds and the clock gives milliseconds: a mail queued within the
  // clock's current millisecond (`available_at` defaults to the database's now()) is due too.
  const dueBefore = new Date(options.now.getTime() + 1);
  const [row] = await queryRows<OutboxRow>(
    db,
    sql`
    UPDATE ${mailOutbox}
    SET available_at = ${leaseEnd.toISOString()}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM ${mailOutbox}
      WHERE sent_at IS NULL AND failed_at IS NULL AND available_at < ${dueBefore.toISOString()}
      ORDER BY available_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, attempts, recipient, reply_to, subject, text_body, html_body, headers, created_at`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    attempts: row.attempts,
    mail: {
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.reply_to && { replyTo: row.reply_to }),
      ...(row.headers && { headers: row.headers }),
      messageId: messageIdOf(row.id, new Date(row.created_at), options.host),
    },
  };
}

/** The SMTP server took the mail: it is done, and its bodies (account links) are dropped. */
export async function markSent(db: Database, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, textBody: '', htmlBody: '', lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** The send failed for now: the mail waits until `retryAt`. */
export async function markRetry(db: Database, id: number, retryAt: Date, error: string) {
  await db
    .update(mailOutbox)
    .set({ availableAt: retryAt, lastError: error })
    .where(eq(mailOutbox.id, id));
}

/** The SMTP server refused the mail for good: it stays, unsent, for the operator to read. */
export async function markFailed(db: Database, id: number, now: Date, error: string) {
  await db.update(mailOutbox).set({ failedAt: now, lastError: error }).where(eq(mailOutbox.id, id));
}

const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

/** Sent and refused mail is kept a week (to look up what went out), then forgotten. */
export async function purgeDoneMail(db: Database, now: Date) {
  await db
    .delete(mailOutbox)
    .where(
      and(
        lt(mailOutbox.createdAt, new Date(now.getTime() - KEEP_DONE_MS)),
        or(isNotNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt)),
      ),
    );
}
