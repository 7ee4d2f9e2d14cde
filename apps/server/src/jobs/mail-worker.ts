import type { FastifyBaseLogger } from 'fastify';
import { isPermanentFailure, type Mailer } from '../adapters/mailer.ts';
import type { Database } from '../db/client.ts';
import { claimMail, markFailed, markRetry, markSent } from '../mail/outbox.ts';
import { realTimers, type Timers } from './schedule.ts';

/**
 * How long a claimed mail is this worker's alone. Longer than the SMTP timeouts of the mailer
 * (mailer.ts) allow a send to last, so no other worker sends it while this one may still.
 */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
/** How often a worker looks for due mail that no wake announced (retries, other servers). */
export const MAIL_POLL_MS = 5 * 1000;
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** Exponential backoff after the n-th failed attempt: 1 s, 2 s, 4 s … at most an hour. */
export const retryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export interface MailWorkerDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The host of the Message-IDs (the APP_URL's). */
  host: string;
  clock?: () => Date;
  /**
   * Queues the mail that became due since the last pass (a notification's, once its burst is
   * over: decision 015), so the pass sends it at once.
   */
  prepare?: (now: Date) => Promise<unknown>;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends every mail that is due, one claimed row at a time, until none is left (or `stopping`
 * says so). A mail is marked sent only once the SMTP server has taken it; a failure puts it
 * back with a backoff, a permanent refusal sets it aside. Answers how many were sent.
 */
export async function sendDueMail(
  deps: MailWorkerDeps,
  stopping: () => boolean = () => false,
): Promise<number> {
  const clock = deps.clock ?? (() => new Date());
  await deps.prepare?.(clock());
  let sent = 0;
  while (!stopping()) {
    const claimed = await claimMail(deps.db, {
      now: clock(),
      leaseMs: MAIL_LEASE_MS,
      host: deps.host,
    });
    if (!claimed) break;
    const context = { mailId: claimed.id, attempts: claimed.attempts };
    try {
      await deps.mailer.send(claimed.mail);
    } catch (error) {
      if (isPermanentFailure(error)) {
        await markFailed(deps.db, claimed.id, clock(), reason(error));
        deps.log.error({ ...context, err: error }, 'mail refused by the SMTP server');
      } else {
        const delay = retryDelay(claimed.attempts);
        await markRetry(deps.db, claimed.id, new Date(clock().getTime() + delay), reason(error));
        deps.log.warn({ ...context, retryInMs: delay, err: error }, 'mail send failed; will retry');
      }
      continue;
    }
    await markSent(deps.db, claimed.id, clock());
    sent += 1;
  }
  return sent;
}

/**
 * The mail worker of one server: a pass at start, on every `wake` (a commit that added mail)
 * and every MAIL_POLL_MS. Passes never overlap: a wake during a pass asks for one more.
 * Workers of several servers share the queue through their claims.
 */
export function startMailWorker(deps: MailWorkerDeps, timers: Timers = realTimers) {
  let stopped = false;
  let again = false;
  let pass: Promise<void> | undefined;
  const wake = () => {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    pass = sendDueMail(deps, () => stopped)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        pass = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const handle = timers.setInterval(wake, MAIL_POLL_MS);
  wake();
  return {
    wake,
    /** Stops taking mail and waits for the send in progress. */
    async stop() {
      stopped = true;
      timers.clearInterval(handle);
      while (pass) await pass;
    },
  };
}
