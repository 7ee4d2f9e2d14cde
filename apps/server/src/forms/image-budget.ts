import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

/** What a refused upload tells the client to wait before trying again. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 5;

export interface ImageBudget {
  /**
   * Runs `task`, which decodes an image of about `bytes`, once the images being decoded leave
   * that much of the budget free. Until then it waits in turn in a room of `waiting` places, for
   * `waitMs` at most; when the room is full, or the wait too long, it throws a 503 with
   * Retry-After, so a client is answered rather than left hanging. An image larger than the
   * whole budget runs alone.
   */
  run<T>(bytes: number, task: () => Promise<T>): Promise<T>;
  /** Images being decoded, images waiting, and the bytes the first take, now (for the metrics). */
  use(): { active: number; waiting: number; bytes: number };
}

/**
 * Decoding is where an upload costs memory (width × height × channels, whatever the file's
 * size), so the images of all requests share one budget of decoded bytes (decision 032): many
 * small images decode at once, a few large ones take turns.
 */
export function createImageBudget(limits: {
  bytes: number;
  waiting: number;
  waitMs: number;
}): ImageBudget {
  let used = 0;
  let active = 0;
  const waiters: Array<{ bytes: number; start: () => void }> = [];
  const busy = () =>
    new AppError(503, messages.imagesBusy, { retryAfter: IMAGE_QUEUE_RETRY_AFTER_SECONDS });
  const fits = (bytes: number) => active === 0 || used + bytes <= limits.bytes;
  const take = (bytes: number) => {
    used += bytes;
    active += 1;
  };
  // In turn: a large image at the head is not overtaken for ever by smaller ones behind it.
  const admitWaiting = () => {
    while (waiters[0] && fits(waiters[0].bytes)) {
      const next = waiters.shift()!;
      take(next.bytes);
      next.start();
    }
  };
  return {
    async run(bytes, task) {
      if (waiters.length === 0 && fits(bytes)) {
        take(bytes);
      } else if (waiters.length < limits.waiting) {
        // The bytes are taken by whoever frees enough of them, so the order holds.
        await new Promise<void>((start, refuse) => {
          const waiter = {
            bytes,
            start: () => {
              clearTimeout(timer);
              start();
            },
          };
          const timer = setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            // Those behind it may fit now that it no longer heads the line.
            admitWaiting();
            refuse(busy());
          }, limits.waitMs);
          waiters.push(waiter);
        });
      } else {
        throw busy();
      }
      try {
        return await task();
      } finally {
        used -= bytes;
        active -= 1;
        admitWaiting();
      }
    },
    use: () => ({ active, waiting: waiters.length, bytes: used }),
  };
}
