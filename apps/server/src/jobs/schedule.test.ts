import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { runExclusive, startJobs, type Job, type Timers } from './schedule.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A job that records the time of each run. */
function probe(name: string): Job & { runs: Date[] } {
  const runs: Date[] = [];
  return { name, everyMs: 1000, runs, run: async ({ now }) => void runs.push(now) };
}

/** Timers the test fires by hand. */
function manualTimers() {
  const ticks = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = {
    setInterval: (run) => {
      next += 1;
      ticks.set(next, run);
      return next;
    },
    clearInterval: (handle) => ticks.delete(handle as number),
  };
  return { timers, tick: () => ticks.forEach((run) => run()), live: () => ticks.size };
}

describe('periodic jobs', () => {
  it('run at start and at each turn of their timer, until stopped', async () => {
    const job = probe('probe-turns');
    const { timers, tick, live } = manualTimers();
    let clock = new Date('2026-11-23T00:00:00Z');
    const jobs = startJobs([job], { ...ctx, log: ctx.app.log, clock: () => clock }, timers);
    clock = new Date('2026-11-23T01:00:00Z');
    await jobs.stop(); // waits for the run in progress
    expect(job.runs).toEqual([new Date('2026-11-23T00:00:00Z')]);
    expect(live()).toBe(0);

    const again = startJobs([job], { ...ctx, log: ctx.app.log, clock: () => clock }, timers);
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
      everyMs: 1000,
      run: () => {
        runs += 1;
        started();
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const { timers, tick } = manualTimers();
    const jobs = startJobs([slow], { ...ctx, log: ctx.app.log }, timers);
    await running;
    tick();
    tick();
    const stopped = jobs.stop();
    finish();
    await stopped;
    expect(runs).toBe(1);
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
