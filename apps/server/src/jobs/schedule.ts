import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../adapters/storage.ts';
import { queryRows, type Database } from '../db/client.ts';

/** What a job works with: a transaction that holds the job's lock, the files, and the time. */
export interface JobContext {
  db: Database;
  storage: Storage;
  now: Date;
  log: FastifyBaseLogger;
}

/** A periodic task: it runs once at start, then every `everyMs`, on one server at a time. */
export interface Job {
  name: string;
  everyMs: number;
  run(context: JobContext): Promise<void>;
}

/**
 * Runs the job inside a transaction that first takes the job's advisory lock with
 * `pg_try_advisory_xact_lock`: when another server holds it, this one skips the turn. The lock
 * lives as long as the transaction, on the one connection the transaction pins, and is freed
 * at commit, rollback or a dropped connection. Answers whether the job ran.
 */
export async function runExclusive(
  db: Database,
  job: Job,
  context: Omit<JobContext, 'db'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${`iagree.job.${job.name}`})) AS locked`,
    );
    if (!lock?.locked) return false;
    await job.run({ ...context, db: tx });
    return true;
  });
}

export interface Timers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: Timers = {
  setInterval: (run, ms) => setInterval(run, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/**
 * Starts every job now and on its interval; `stop` ends the timers and waits for runs in
 * progress. A turn that comes while the previous run of the job still works is skipped.
 */
export function startJobs(
  jobs: Job[],
  deps: { db: Database; storage: Storage; log: FastifyBaseLogger; clock?: () => Date },
  timers: Timers = realTimers,
) {
  const clock = deps.clock ?? (() => new Date());
  const running = new Map<string, Promise<void>>();
  const turn = (job: Job) => {
    if (running.has(job.name)) return;
    const run = runExclusive(deps.db, job, { storage: deps.storage, log: deps.log, now: clock() })
      .then((ran) => {
        if (ran) deps.log.debug({ job: job.name }, 'job done');
      })
      .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const handles = jobs.map((job) => {
    turn(job);
    return timers.setInterval(() => turn(job), job.everyMs);
  });
  return {
    async stop() {
      for (const handle of handles) timers.clearInterval(handle);
      await Promise.allSettled([...running.values()]);
    },
  };
}
