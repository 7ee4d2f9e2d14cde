import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

/** What a refused upload tells the client to wait before trying again. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 5;

export interface ImageQueue {
  /**
   * Runs `task` when one of the `concurrency` slots is free. When they are all busy it waits
   * in a room of `waiting` places; when that is full too, it throws a 503 with Retry-After.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Slots taken and uploads waiting for one, now (for the metrics). */
  use(): { active: number; waiting: number };
}

/**
 * Decoding and re-encoding images is the server's most expensive work, so the uploads of all
 * requests share a few slots instead of each taking the CPU (and memory) at once.
 */
export function createImageQueue(limits: { concurrency: number; waiting: number }): ImageQueue {
  let active = 0;
  const waiters: Array<() => void> = [];
  return {
    async run(task) {
      if (active < limits.concurrency) {
        active += 1;
      } else if (waiters.length < limits.waiting) {
        // The slot is handed over by the task that frees it, so `active` stays counted.
        await new Promise<void>((resolve) => waiters.push(resolve));
      } else {
        throw new AppError(503, messages.imagesBusy, {
          retryAfter: IMAGE_QUEUE_RETRY_AFTER_SECONDS,
        });
      }
      try {
        return await task();
      } finally {
        const next = waiters.shift();
        if (next) next();
        else active -= 1;
      }
    },
    use: () => ({ active, waiting: waiters.length }),
  };
}
