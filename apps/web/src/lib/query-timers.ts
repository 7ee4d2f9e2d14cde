import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * Runs every notification queued in one task in one later task. TanStack's default is a
 * `setTimeout(0)` per batch, and a list's first render makes a batch per query observer (the
 * cards' current-user and mutation hooks): dozens of timer tasks, each its own React render,
 * instead of one. The order and the "after this task" timing stay as they were.
 */
export function coalescingScheduler() {
  let queued: (() => void)[] = [];
  return (callback: () => void) => {
    queued.push(callback);
    if (queued.length > 1) return;
    setTimeout(() => {
      const run = queued;
      queued = [];
      for (const queuedCallback of run) queuedCallback();
    }, 0);
  };
}

/**
 * TanStack's timeouts on one browser timer, set for the earliest of them. Every observer of a
 * query keeps a timeout for when its answer goes stale, and observers of one query share that
 * moment: ten cards asking who is signed in set fifty identical timers, and clear and set them
 * again on each update. Intervals are rare and stay the browser's.
 */
export function sharedTimeouts(): TimeoutProvider<number> {
  const due = new Map<number, { at: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  const arm = (at: number) => {
    // A timer set for later than one already set is never needed: the earlier one re-arms.
    if (at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(fire, Math.max(0, at - Date.now()));
  };
  const fire = () => {
    timerAt = Infinity;
    const now = Date.now();
    const ready = [...due].filter(([, entry]) => entry.at <= now);
    for (const [id] of ready) due.delete(id);
    for (const [, entry] of due) arm(entry.at);
    for (const [, entry] of ready) entry.callback();
  };

  return {
    setTimeout(callback, delay) {
      const at = Date.now() + delay;
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
