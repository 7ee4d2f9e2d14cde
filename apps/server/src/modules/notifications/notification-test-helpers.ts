import { count, eq } from 'drizzle-orm';
import type { NotificationsResponse } from '@iagree/contract';
import type { ParsedMail } from 'mailparser';
import { mailOutbox, notifications } from '../../db/schema.ts';
import { runExclusive } from '../../jobs/schedule.ts';
import { notificationDigest } from '../../jobs/notification-digest.ts';
import type { TestContext } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { queueDueMails } from './mailing.ts';
import { MAIL_DELAY_MS } from './deliver.ts';

/** How long a test waits for a mail at the SMTP capture: the worker's pass on a loaded machine. */
export const MAIL_WAIT_MS = 15_000;

/** A call as `user` (or a guest), in `locale`. */
export const call = (
  ctx: TestContext,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  locale = 'ja',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user?.auth ?? {}), 'x-client-locale': locale },
    ...(payload && { payload }),
  });

export async function inbox(ctx: TestContext, user: TestUser, query = '') {
  const res = await call(ctx, user, 'GET', `/api/auth/notifications${query}`);
  if (res.statusCode !== 200) throw new Error(`notifications: ${res.statusCode} ${res.body}`);
  return res.json<NotificationsResponse>();
}

export const comment = (
  ctx: TestContext,
  user: TestUser,
  statementId: number,
  text = 'いいですね',
) => call(ctx, user, 'POST', '/api/auth/comments', { statement_id: statementId, comment: text });

/** How many notification rows `user` has (read or not). */
export async function notificationCount(ctx: TestContext, user: TestUser) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.recipientId, user.id));
  return row?.n ?? 0;
}

/** The mails queued to `user` so far (sent or not), oldest first. */
export const mailsTo = (ctx: TestContext, user: TestUser) =>
  ctx.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, user.email))
    .orderBy(mailOutbox.id);

/** The bursts are over: the waiting immediate mails are queued, and the worker told. */
export async function mailWaiting(ctx: TestContext) {
  const queued = await queueDueMails(
    ctx.db,
    ctx.config.appUrl,
    new Date(Date.now() + MAIL_DELAY_MS + 1000),
  );
  ctx.app.mailQueue.wake();
  return queued;
}

/** The day's digest run as the job runs it (its own transaction and lock). */
export const runDigest = (ctx: TestContext) =>
  runExclusive(
    ctx.db,
    notificationDigest({ appUrl: ctx.config.appUrl, hourUtc: ctx.config.digestHourUtc }),
    { storage: ctx.storage, log: ctx.app.log, now: new Date() },
  );

/** A header line of a received mail, as it was written. */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((header) => header.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '');
