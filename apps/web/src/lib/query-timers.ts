import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The clock and timer the functions below run on: the browser's, or a test's. */
export interface Timers {
  setTimeout(run: () => void, delay: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

const browserTimers: Timers = {
  setTimeout: (run, delay) => setTimeout(run, delay),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** Runs every callback; one that throws is reported in a task of its own, the others still run. */
function runAll(callbacks: readonly (() => void)[]) {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  }
}

/**
 * Runs every notification queued in one task in one later task. TanStack's default is a
 * `setTimeout(0)` per batch, and a list's first render makes a batch per query observer (the
 * cards' current-user and mutation hooks): dozens of timer tasks, each its own React render,
 * instead of one. The order and the "after this task" timing stay as they were.
 */
export function coalescingScheduler(timers: Timers = browserTimers) {
  let queued: (() => void)[] = [];
  return (callback: () => void) => {
    queued.push(callback);
    if (queued.length > 1) return;
    timers.setTimeout(() => {
      const run = queued;
      queued = [];
      runAll(run);
    }, 0);
  };
}

/**
 * TanStack's timeouts on one browser timer, set for the earliest of them. Every observer of a
 * query keeps a timeout for when its answer goes stale, and observers of one query share that
 * moment: ten cards asking who is signed in set fifty identical timers, and clear and set them
 * again on each update. Intervals are rare and stay the browser's.
 */
export function sharedTimeouts(timers: Timers = browserTimers): TimeoutProvider<number> {
  const due = new Map<number, { at: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let timer: unknown;
  let timerAt = Infinity;

  const arm = (at: number) => {
    // A timer set for later than one already set is never needed: the earlier one re-arms.
    if (at >= timerAt) return;
    timers.clearTimeout(timer);
    timerAt = at;
    timer = timers.setTimeout(fire, Math.max(0, at - timers.now()));
  };
  function fire() {
    timerAt = Infinity;
    const now = timers.now();
    const ready = [...due].filter(([, entry]) => entry.at <= now);
    for (const [id] of ready) due.delete(id);
    for (const [, entry] of due) arm(entry.at);
    runAll(
      ready.map(
        ([, entry]) =>
          () =>
            entry.callback(),
      ),
    );
  }

  return {
    setTimeout(callback, delay) {
      const at = timers.now() + delay;
      due.set(++lastId, { at, callback });
      arm(at);
      return lastId;
    },
    // The shared timer stays set: when it fires with nothing due, it sets itself for the next.
    clearTimeout: (id) => void due.delete(id as number),
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
}
