import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../adapters/storage.ts';
import { queryRows, type Database } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

/**
 * What a job works with: a transaction that holds the job's lock (the database itself for a job
 * that claims its own work), the files, and the time.
 */
export interface JobContext {
  db: Database;
  storage: Storage;
  now: Date;
  log: FastifyBaseLogger;
}

/** A periodic task: it runs once per period (JOB_PERIOD_SECONDS) on one server of all. */
export interface Job {
  name: string;
  run(context: JobContext): Promise<void>;
  /**
   * The start of the period `now` falls in, when the job's own period is not the turns'
   * (the daily digest): it still gets a turn every JOB_PERIOD_SECONDS and runs once in its own.
   */
  periodOf?(now: Date): Date;
  /**
   * A job that finds and claims its own work (what changed since its last run, each piece under
   * a lease of its own) runs on the database outside any transaction, without the job's lock and
   * claiming no period: it may work for seconds (a worker thread's computation) while holding no
   * connection, and run every few seconds without a `job_runs` row each time. Another server
   * finds the work claimed or done.
   */
  claimsItsWork?: boolean;
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
  /** Whether to go on once the lock is held (the job's run is in the same transaction). */
  proceed: (tx: Database) => Promise<boolean> = async () => true,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${`iagree.job.${job.name}`})) AS locked`,
    );
    if (!lock?.locked || !(await proceed(tx))) return false;
    await job.run({ ...context, db: tx });
    return true;
  });
}

/** The start of the period `now` falls in: periods are multiples of `periodMs` since 1970. */
export const periodStart = (now: Date, periodMs: number) =>
  new Date(Math.floor(now.getTime() / periodMs) * periodMs);

/** Names this process in `job_runs`, for the operator who wonders which server ran a job. */
const thisServer = `${hostname()}:${process.pid}`;

/**
 * Runs the job unless some server already ran it in this period: under the job's lock, the
 * run first claims its period with a row in `job_runs` (primary key: job and period start).
 * The claim commits or rolls back with the job's work, so a run that fails leaves the period
 * to the next turn of any server. The lock makes a server that comes while another runs skip
 * at once rather than wait on the row. Answers whether the job ran.
 */
export async function runInPeriod(
  db: Database,
  job: Job,
  context: Omit<JobContext, 'db'>,
  periodMs: number,
): Promise<boolean> {
  return runExclusive(db, job, context, async (tx) => {
    const claimed = await tx
      .insert(jobRuns)
      .values({
        job: job.name,
        periodStart: job.periodOf?.(context.now) ?? periodStart(context.now, periodMs),
        ranBy: thisServer,
        ranAt: context.now,
      })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    return claimed.length > 0;
  });
}

export interface Timers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realTimers: Timers = {
  setInterval: (run, ms) => setInterval(run, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/**
 * Gives every job a turn now and once a period; a turn runs the job when no server has run
 * it in the current period yet (runInPeriod). `stop` ends the timers and waits for runs in
 * progress. A turn that comes while the previous run of the job still works is skipped.
 */
export function startJobs(
  jobs: Job[],
  deps: {
    db: Database;
    storage: Storage;
    log: FastifyBaseLogger;
    periodMs: number;
    clock?: () => Date;
  },
  timers: Timers = realTimers,
) {
  const clock = deps.clock ?? (() => new Date());
  const running = new Map<string, Promise<void>>();
  const turn = (job: Job) => {
    if (running.has(job.name)) return;
    const now = clock();
    const context = { storage: deps.storage, log: deps.log, now };
    const ran = job.claimsItsWork
      ? job.run({ ...context, db: deps.db }).then(() => false)
      : runInPeriod(deps.db, job, context, deps.periodMs);
    const run = ran
      .then((ran) => {
        // One line per job and period in the whole deployment: the cluster test counts them.
        if (ran)
          deps.log.info(
            { job: job.name, period: job.periodOf?.(now) ?? periodStart(now, deps.periodMs) },
            'job ran',
          );
      })
      .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const handles = jobs.map((job) => {
    turn(job);
    return timers.setInterval(() => turn(job), deps.periodMs);
  });
  return {
    async stop() {
      for (const handle of handles) timers.clearInterval(handle);
      await Promise.allSettled([...running.values()]);
    },
  };
}
