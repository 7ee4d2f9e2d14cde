import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';
import type { Job, Timers } from '../jobs/schedule.ts';

/**
 * Waits for the turn the app gives `job` when it is ready (jobs/plugin.ts): a test that runs
 * the job itself meanwhile finds its lock held and is refused. On PostgreSQL only — PGlite's
 * one connection runs the two one after the other. The turn's claim commits with its work.
 */
export async function firstTurnDone(db: Database, job: Job): Promise<void> {
  await vi.waitFor(
    async () => {
      const [claim] = await db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
      if (!claim) throw new Error(`the app has not run ${job.name} yet`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Timers the test fires by hand. */
export function manualTimers() {
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
