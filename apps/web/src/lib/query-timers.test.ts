import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescingScheduler, sharedTimeouts } from './query-timers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('coalescingScheduler', () => {
  it('runs the callbacks of one task in one later task, in order', () => {
    const schedule = coalescingScheduler();
    const ran: number[] = [];
    const timer = vi.spyOn(globalThis, 'setTimeout');
    schedule(() => ran.push(1));
    schedule(() => ran.push(2));
    schedule(() => ran.push(3));
    expect(timer).toHaveBeenCalledTimes(1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1, 2, 3]);

    // A callback queued while the queue runs waits for the next task.
    schedule(() => schedule(() => ran.push(5)));
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3, 5]);
  });
});

describe('sharedTimeouts', () => {
  it('runs each timeout at its time on one browser timer, and never a cleared one', () => {
    const timeouts = sharedTimeouts();
    const ran: string[] = [];
    const timer = vi.spyOn(globalThis, 'setTimeout');
    timeouts.setTimeout(() => ran.push('a'), 1000);
    timeouts.setTimeout(() => ran.push('b'), 1000);
    const cleared = timeouts.setTimeout(() => ran.push('cleared'), 500);
    timeouts.setTimeout(() => ran.push('c'), 3000);
    timeouts.clearTimeout(cleared);
    // The 500 ms one set the timer; the others, later, did not.
    expect(timer).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1999);
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('sets the timer earlier for an earlier timeout, and lets a timeout set another', () => {
    const timeouts = sharedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('late'), 5000);
    timeouts.setTimeout(() => {
      ran.push('early');
      timeouts.setTimeout(() => ran.push('then'), 10);
    }, 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['early']);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['early', 'then']);
    vi.advanceTimersByTime(4890);
    expect(ran).toEqual(['early', 'then', 'late']);
  });
});
