import { asc, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer, type Mail, type Mailer } from '../adapters/mailer.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { addMail, claimMail, mailQueueDepth } from '../mail/outbox.ts';
import { openTestDatabase } from '../test/database.ts';
import { manualTimers } from '../test/jobs.ts';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { MAIL_LEASE_MS, retryDelay, sendDueMail, startMailWorker } from './mail-worker.ts';

// The database of this file alone, without an app: no other worker takes its mail.
let handle: DatabaseHandle;
let capture: SmtpCapture;
/** A logger that drops everything: the outcome is read from the rows and the capture. */
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  handle = await openTestDatabase();
  capture = await startSmtpCapture({ refuse: (address) => address.startsWith('nobody@') });
});
afterAll(async () => {
  await capture.close();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  capture.messages.length = 0;
});

const mail = (to: string, subject = 'Hello'): Mail => ({
  to,
  subject,
  text: `link for ${to}`,
  html: `<p>link for ${to}</p>`,
});
const smtp = (url: string): Mailer =>
  createMailer({ smtpUrl: url, from: 'iAgree <no-reply@iagree.test>', outboxDir: '', log });
const rows = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const queue = async (...mails: Mail[]) => {
  await handle.db.transaction(async (tx) => {
    for (const each of mails) await addMail(tx, each);
  });
};
const worker = (mailer: Mailer, clock = () => new Date()) => ({
  db: handle.db,
  mailer,
  log,
  host: 'iagree.test',
  clock,
});

describe('the mail queue', () => {
  it('holds a mail only when the change that queued it commits', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await addMail(tx, mail('rolled-back@example.jp'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toHaveLength(0);
    await queue(mail('committed@example.jp'));
    expect(await mailQueueDepth(handle.db)).toBe(1);
  });

  it('sends due mail with a Message-ID of its row, then marks it sent without its bodies', async () => {
    await queue(mail('a@example.jp', 'First'), mail('b@example.jp', 'Second'));
    expect(await sendDueMail(worker(smtp(capture.url)))).toBe(2);
    const [first, second] = await rows();
    const received = await capture.waitFor('a@example.jp');
    expect(received.subject).toBe('First');
    expect(received.text).toBe('link for a@example.jp');
    expect(received.messageId).toBe(
      `<outbox.${first!.id}.${first!.createdAt.getTime()}@iagree.test>`,
    );
    expect(first).toMatchObject({ attempts: 1, textBody: '', htmlBody: '', lastError: null });
    expect(first?.sentAt).toBeInstanceOf(Date);
    expect(second?.sentAt).toBeInstanceOf(Date);
    expect(await mailQueueDepth(handle.db)).toBe(0);
    // Sent mail is not sent again.
    expect(await sendDueMail(worker(smtp(capture.url)))).toBe(0);
    expect(capture.messages).toHaveLength(2);
  });

  it('retries a send that failed with exponential backoff, and delivers it once SMTP answers', async () => {
    const stopped = await startSmtpCapture();
    const url = stopped.url;
    const port = Number(new URL(url).port);
    await stopped.close();
    await queue(mail('later@example.jp'));
    const start = Date.now() + 1000;
    let now = new Date(start);
    const clock = () => now;

    expect(await sendDueMail(worker(smtp(url), clock))).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    expect(row?.availableAt).toEqual(new Date(start + retryDelay(1)));

    // Not due before its backoff ends: no attempt.
    now = new Date(start + retryDelay(1) - 1);
    expect(await sendDueMail(worker(smtp(url), clock))).toBe(0);
    expect((await rows())[0]?.attempts).toBe(1);

    now = new Date(start + retryDelay(1));
    await sendDueMail(worker(smtp(url), clock));
    [row] = await rows();
    expect(row?.attempts).toBe(2);
    expect(row?.availableAt).toEqual(new Date(now.getTime() + retryDelay(2)));
    expect(retryDelay(2)).toBe(2 * retryDelay(1));

    const back = await startSmtpCapture({ port });
    try {
      now = new Date(now.getTime() + retryDelay(2));
      expect(await sendDueMail(worker(smtp(url), clock))).toBe(1);
      expect(await sendDueMail(worker(smtp(url), clock))).toBe(0);
      expect(back.messages).toHaveLength(1);
      expect((await rows())[0]).toMatchObject({ attempts: 3, lastError: null });
    } finally {
      await back.close();
    }
  });

  it('looks for due mail again at each turn of its timer, with no wake', async () => {
    await queue(mail('poll@example.jp'));
    // The pass at start finds it not yet due (a retry waiting for its backoff); the next turn
    // of the timer, with nothing else to wake the worker, finds it due and sends it.
    let passes = 0;
    const due = new Date(Date.now() + 1000);
    const clock = () => (passes < 2 ? new Date(0) : due);
    const { timers, tick } = manualTimers();
    const running = startMailWorker(
      { ...worker(smtp(capture.url), clock), prepare: async () => void (passes += 1) },
      timers,
    );
    try {
      await vi.waitFor(() => expect(passes).toBe(1));
      expect(capture.messages).toHaveLength(0);
      tick();
      expect((await capture.waitFor('poll@example.jp')).subject).toBe('Hello');
      expect(passes).toBe(2);
    } finally {
      await running.stop();
    }
  });

  it('sets aside a mail the SMTP server refuses for good, and sends the others', async () => {
    await queue(mail('nobody@example.jp'), mail('somebody@example.jp'));
    expect(await sendDueMail(worker(smtp(capture.url)))).toBe(1);
    const [refused, sent] = await rows();
    expect(refused?.failedAt).toBeInstanceOf(Date);
    expect(refused?.lastError).toMatch(/550/);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(await mailQueueDepth(handle.db)).toBe(0);
  });

  it("takes a mail queued within the clock's current millisecond", async () => {
    // available_at keeps microseconds; the worker's clock reads the same instant in milliseconds.
    await handle.db.insert(mailOutbox).values({
      recipient: 'same-ms@example.jp',
      subject: 'Now',
      textBody: 'now',
      htmlBody: '<p>now</p>',
      availableAt: sql`'2026-11-26T10:00:00.123456Z'::timestamptz`,
    });
    const clock = () => new Date('2026-11-26T10:00:00.123Z');
    expect(await sendDueMail(worker(smtp(capture.url), clock))).toBe(1);
  });

  it('gives a mail whose worker died mid-send to another once the lease ends, with the same Message-ID', async () => {
    await queue(mail('lease@example.jp'));
    const now = new Date(Date.now() + 1000);
    const taken = await claimMail(handle.db, { now, leaseMs: MAIL_LEASE_MS, host: 'iagree.test' });
    expect(taken).toBeDefined();
    // The worker that took it is gone; within the lease nobody else sends it.
    const during = new Date(now.getTime() + MAIL_LEASE_MS - 1);
    expect(await sendDueMail(worker(smtp(capture.url), () => during))).toBe(0);
    const after = new Date(now.getTime() + MAIL_LEASE_MS);
    expect(await sendDueMail(worker(smtp(capture.url), () => after))).toBe(1);
    expect((await capture.waitFor('lease@example.jp')).messageId).toBe(taken?.mail.messageId);
  });

  it('never sends one mail twice when two workers share the database', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `crowd${i}@example.jp`);
    await queue(...addresses.map((address) => mail(address)));
    // Two servers' workers, each with its own SMTP connection, draining the queue at once (on
    // PostgreSQL through two connections of the pool, as two servers would).
    const [one, two] = await Promise.all([
      sendDueMail(worker(smtp(capture.url))),
      sendDueMail(worker(smtp(capture.url))),
    ]);
    expect(one + two).toBe(30);
    const ids = capture.messages.map((received) => received.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect((await rows()).every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
  });
});
