import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import {
  storedUploadCount,
  UPLOAD_ROUTES,
  uploadFixture,
  type UploadFixture,
} from '../test/upload-routes.ts';
import { png } from '../test/uploads.ts';
import {
  createImageBudget,
  IMAGE_QUEUE_RETRY_AFTER_SECONDS,
  type ImageBudget,
} from './image-budget.ts';

/** A task of `bytes` that runs until `release` is called, so a test decides when it ends. */
function held(budget: ImageBudget, bytes: number) {
  let release = () => {};
  let started = false;
  const done = budget.run(
    bytes,
    () =>
      new Promise<void>((resolve) => {
        started = true;
        release = resolve;
      }),
  );
  return { done, release: () => release(), started: () => started };
}

describe('the image budget', () => {
  it('decodes at once what fits in its bytes, lets `waiting` more wait in turn, and refuses the rest', async () => {
    const budget = createImageBudget({ bytes: 100, waiting: 2, waitMs: 60_000 });
    const large = held(budget, 60);
    const small = held(budget, 30);
    // Two at once, as their bytes fit: the budget counts bytes, not images.
    expect([large.started(), small.started()]).toEqual([true, true]);
    expect(budget.use()).toEqual({ active: 2, waiting: 0, bytes: 90 });
    const next = held(budget, 60);
    // Would fit, but waits its turn behind the larger one.
    const tiny = held(budget, 10);
    expect([next.started(), tiny.started()]).toEqual([false, false]);
    const refused = budget.run(1, async () => 'never');
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      options: { retryAfter: IMAGE_QUEUE_RETRY_AFTER_SECONDS },
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);

    large.release();
    await large.done;
    expect([next.started(), tiny.started()]).toEqual([true, true]);
    expect(budget.use()).toEqual({ active: 3, waiting: 0, bytes: 100 });
    for (const task of [small, next, tiny]) {
      task.release();
      await task.done;
    }
    expect(budget.use()).toEqual({ active: 0, waiting: 0, bytes: 0 });
  });

  it('decodes an image larger than the whole budget alone', async () => {
    const budget = createImageBudget({ bytes: 100, waiting: 1, waitMs: 60_000 });
    const small = held(budget, 10);
    const huge = held(budget, 500);
    expect(huge.started()).toBe(false);
    small.release();
    await small.done;
    expect(huge.started()).toBe(true);
    huge.release();
    await huge.done;
  });

  it('answers 503 to an image that waited `waitMs`, and lets those behind it that fit go on', async () => {
    vi.useFakeTimers();
    try {
      const budget = createImageBudget({ bytes: 100, waiting: 2, waitMs: 30_000 });
      const running = held(budget, 60);
      const large = held(budget, 60);
      const refusal = large.done.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(10_000);
      const small = held(budget, 30);
      expect([large.started(), small.started()]).toEqual([false, false]);

      await vi.advanceTimersByTimeAsync(20_000);
      expect(await refusal).toMatchObject({
        statusCode: 503,
        options: { retryAfter: IMAGE_QUEUE_RETRY_AFTER_SECONDS },
      });
      // It no longer heads the line, so the small one behind it fits beside the running one.
      expect(small.started()).toBe(true);
      expect(budget.use()).toEqual({ active: 2, waiting: 0, bytes: 90 });
      for (const task of [running, small]) {
        task.release();
        await task.done;
      }
      expect(budget.use()).toEqual({ active: 0, waiting: 0, bytes: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('frees the bytes when a task fails', async () => {
    const budget = createImageBudget({ bytes: 100, waiting: 0, waitMs: 60_000 });
    await expect(budget.run(100, () => Promise.reject(new Error('bad image')))).rejects.toThrow();
    await expect(budget.run(100, async () => 'next')).resolves.toBe('next');
  });
});

describe('uploads when the image budget is taken', () => {
  let ctx: TestContext;
  let fixture: UploadFixture;
  beforeAll(async () => {
    ctx = await buildTestApp({ IMAGE_MEMORY_MB: '1', IMAGE_QUEUE: '0' });
    fixture = await uploadFixture(ctx);
  });
  afterAll(() => ctx.close());

  it.each(UPLOAD_ROUTES)(
    '%s answers 503 with Retry-After, stores nothing, and works once the budget is free',
    async (name) => {
      const route = fixture.routes[name];
      const before = await storedUploadCount(ctx);
      const send = async () =>
        ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...route.auth, 'x-client-locale': 'en' },
          payload: route.form(await png()),
        });

      const busy = held(ctx.app.imageBudget, 1024 * 1024);
      const refused = await send();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(IMAGE_QUEUE_RETRY_AFTER_SECONDS));
      expect(refused.json()).toEqual({ message: messages.imagesBusy.en });
      expect(await storedUploadCount(ctx)).toBe(before);

      busy.release();
      await busy.done;
      expect((await send()).statusCode).toBeLessThan(300);
    },
  );
});
