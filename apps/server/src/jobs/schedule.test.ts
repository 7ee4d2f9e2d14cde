import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { jobRuns } from '../db/schema.ts';
import { manualTimers } from '../test/jobs.ts';
import { runExclusive, startJobs, type Job } from './schedule.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;

/** A job that records the time of each run. */
function probe(name: string): Job & { runs: Date[] } {
  const runs: Date[] = [];
  return { name, runs, run: async ({ now }) => void runs.push(now) };
}

describe('periodic jobs', () => {
  it('run at start and at each turn of their timer, until stopped', async () => {
    const job = probe('probe-turns');
    const { timers, tick, live } = manualTimers();
    let clock = new Date('2026-11-23T00:00:00Z');
    const jobs = startJobs(
      [job],
      { ...ctx, log: ctx.app.log, periodMs: HOUR, clock: () => clock },
      timers,
    );
    clock = new Date('2026-11-23T01:00:00Z');
    await jobs.stop(); // waits for the run in progress
    expect(job.runs).toEqual([new Date('2026-11-23T00:00:00Z')]);
    expect(live()).toBe(0);

    const again = startJobs(
      [job],
      { ...ctx, log: ctx.app.log, periodMs: HOUR, clock: () => clock },
      timers,
    );
    await again.stop();
    expect(job.runs).toHaveLength(2);
    tick();
    expect(job.runs).toHaveLength(2);
  });

  it('skip a turn while the previous run of the job still works', async () => {
    let finish = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let runs = 0;
    const slow: Job = {
      name: 'probe-slow',
      run: () => {
        runs += 1;
        started();
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const { timers, tick } = manualTimers();
    const jobs = startJobs([slow], { ...ctx, log: ctx.app.log, periodMs: HOUR }, timers);
    await running;
    tick();
    tick();
    const stopped = jobs.stop();
    finish();
    await stopped;
    expect(runs).toBe(1);
  });

  it('run once per period however many servers give them turns', async () => {
    const job = probe('probe-period');
    let clock = new Date('2026-11-23T10:05:00Z');
    const deps = { ...ctx, log: ctx.app.log, periodMs: HOUR, clock: () => clock };
    // Three servers starting at once: each gives the job a turn at start.
    const turnOnEachServer = () =>
      Promise.all([1, 2, 3].map(() => startJobs([job], deps, manualTimers().timers).stop()));
    await turnOnEachServer();
    clock = new Date('2026-11-23T10:59:59Z');
    await turnOnEachServer();
    expect(job.runs).toEqual([new Date('2026-11-23T10:05:00Z')]);
    clock = new Date('2026-11-23T11:00:00Z');
    await turnOnEachServer();
    await turnOnEachServer();
    expect(job.runs).toEqual([new Date('2026-11-23T10:05:00Z'), new Date('2026-11-23T11:00:00Z')]);
    const claims = await ctx.db.select().from(jobRuns).where(eq(jobRuns.job, 'probe-period'));
    expect(claims.map((row) => row.periodStart)).toEqual([
      new Date('2026-11-23T10:00:00Z'),
      new Date('2026-11-23T11:00:00Z'),
    ]);
  });

  it('run a job that claims its own work at every turn, on the database itself, claiming no period', async () => {
    const given: unknown[] = [];
    const job: Job & { runs: Date[] } = {
      ...probe('probe-claims'),
      claimsItsWork: true,
      async run({ db, now }) {
        given.push(db);
        job.runs.push(now);
      },
    };
    const clock = new Date('2026-11-23T10:05:00Z');
    const deps = { ...ctx, log: ctx.app.log, periodMs: HOUR, clock: () => clock };
    await startJobs([job], deps, manualTimers().timers).stop();
    await startJobs([job], deps, manualTimers().timers).stop();
    expect(job.runs).toEqual([clock, clock]);
    // Not a transaction: what it computes holds no connection and no lock.
    expect(given).toHaveLength(2);
    for (const db of given) expect(db).toBe(ctx.db);
    const claims = await ctx.db.select().from(jobRuns).where(eq(jobRuns.job, 'probe-claims'));
    expect(claims).toEqual([]);
  });

  it('leave a period whose run failed to the next turn', async () => {
    let fail = true;
    const runs: Date[] = [];
    const flaky: Job = {
      name: 'probe-flaky',
      run: async ({ now }) => {
        if (fail) throw new Error('flaky');
        runs.push(now);
      },
    };
    const clock = new Date('2026-11-23T12:30:00Z');
    const deps = { ...ctx, log: ctx.app.log, periodMs: HOUR, clock: () => clock };
    await startJobs([flaky], deps, manualTimers().timers).stop();
    fail = false;
    await startJobs([flaky], deps, manualTimers().timers).stop();
    expect(runs).toEqual([clock]);
  });

  // PGlite is one session, where advisory locks are re-entrant: two servers need PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)(
    'skip a run while another server holds the job’s lock',
    async () => {
      const job = probe('probe-lock');
      let release = () => {};
      let held = () => {};
      const lockHeld = new Promise<void>((resolve) => (held = resolve));
      const other = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('iagree.job.probe-lock'))`);
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await lockHeld;
      const context = { storage: ctx.storage, log: ctx.app.log, now: new Date() };
      expect(await runExclusive(ctx.db, job, context)).toBe(false);
      release();
      await other;
      expect(await runExclusive(ctx.db, job, context)).toBe(true);
      expect(job.runs).toHaveLength(1);
    },
  );
});
