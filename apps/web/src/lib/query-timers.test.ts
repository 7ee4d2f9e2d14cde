import { describe, expect, it } from 'vitest';
import { coalescingScheduler, sharedTimeouts, type Timers } from './query-timers';

/**
 * A clock of the test's own: the page's TanStack timers (installed by the test setup) keep the
 * real ones, which faking the global timers would strand for the files that follow.
 */
function testClock() {
  let now = 0;
  let lastId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, delay) => {
      pending.set(++lastId, { at: now + delay, run });
      return lastId;
    },
    clearTimeout: (id) => void pending.delete(id as number),
    now: () => now,
  };
  return {
    timers,
    setCalls: () => lastId,
    /** Moves the clock on, running each timer due on the way in time order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = [...pending].sort(([, a], [, b]) => a.at - b.at)[0];
        if (!next || next[1].at > end) break;
        pending.delete(next[0]);
        now = next[1].at;
        next[1].run();
      }
      now = end;
    },
    /** Runs only the timers due now, not those they set. */
    tick() {
      const due = [...pending].filter(([, entry]) => entry.at <= now);
      for (const [id, entry] of due) {
        pending.delete(id);
        entry.run();
      }
    },
  };
}

describe('coalescingScheduler', () => {
  it('runs the callbacks of one task in one later task, in order', () => {
    const clock = testClock();
    const schedule = coalescingScheduler(clock.timers);
    const ran: number[] = [];
    schedule(() => ran.push(1));
    schedule(() => ran.push(2));
    schedule(() => ran.push(3));
    expect(clock.setCalls()).toBe(1);
    expect(ran).toEqual([]);
    clock.tick();
    expect(ran).toEqual([1, 2, 3]);

    // A callback queued while the queue runs waits for the next task.
    schedule(() => schedule(() => ran.push(5)));
    clock.tick();
    expect(ran).toEqual([1, 2, 3]);
    clock.tick();
    expect(ran).toEqual([1, 2, 3, 5]);
  });
});

describe('sharedTimeouts', () => {
  it('runs each timeout at its time on one timer, and never a cleared one', () => {
    const clock = testClock();
    const timeouts = sharedTimeouts(clock.timers);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('a'), 1000);
    timeouts.setTimeout(() => ran.push('b'), 1000);
    const cleared = timeouts.setTimeout(() => ran.push('cleared'), 500);
    timeouts.setTimeout(() => ran.push('c'), 3000);
    timeouts.clearTimeout(cleared);
    // The 1000 ms one set the timer, the 500 ms one set it earlier; the later ones did not.
    expect(clock.setCalls()).toBe(2);

    clock.advance(999);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(ran).toEqual(['a', 'b']);
    clock.advance(1999);
    expect(ran).toEqual(['a', 'b']);
    clock.advance(1);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('sets the timer earlier for an earlier timeout, and lets a timeout set another', () => {
    const clock = testClock();
    const timeouts = sharedTimeouts(clock.timers);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('late'), 5000);
    timeouts.setTimeout(() => {
      ran.push('early');
      timeouts.setTimeout(() => ran.push('then'), 10);
    }, 100);
    clock.advance(100);
    expect(ran).toEqual(['early']);
    clock.advance(10);
    expect(ran).toEqual(['early', 'then']);
    clock.advance(4890);
    expect(ran).toEqual(['early', 'then', 'late']);
  });
});
