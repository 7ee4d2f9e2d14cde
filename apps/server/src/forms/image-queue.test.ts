import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  createImageQueue,
  IMAGE_QUEUE_RETRY_AFTER_SECONDS,
  type ImageQueue,
} from './image-queue.ts';

/** A task that runs until `release` is called, so a test decides when a slot frees up. */
function heldSlot(queue: ImageQueue) {
  let release = () => {};
  let started = false;
  const done = queue.run(
    () =>
      new Promise<void>((resolve) => {
        started = true;
        release = resolve;
      }),
  );
  return { done, release: () => release(), started: () => started };
}

describe('the image queue', () => {
  it('runs `concurrency` tasks, lets `waiting` more wait in order, and refuses the rest', async () => {
    const queue = createImageQueue({ concurrency: 1, waiting: 1 });
    const first = heldSlot(queue);
    const second = heldSlot(queue);
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);
    const third = queue.run(async () => 'never');
    await expect(third).rejects.toMatchObject({
      statusCode: 503,
      options: { retryAfter: IMAGE_QUEUE_RETRY_AFTER_SECONDS },
    });
    await expect(third).rejects.toBeInstanceOf(AppError);

    first.release();
    await first.done;
    expect(second.started()).toBe(true);
    second.release();
    await second.done;
    await expect(queue.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('frees the slot when a task fails', async () => {
    const queue = createImageQueue({ concurrency: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow();
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('uploads when every image slot is busy', () => {
  let ctx: TestContext;
  let fixture: UploadFixture;
  beforeAll(async () => {
    ctx = await buildTestApp({ IMAGE_CONCURRENCY: '1', IMAGE_QUEUE: '0' });
    fixture = await uploadFixture(ctx);
  });
  afterAll(() => ctx.close());

  it.each(UPLOAD_ROUTES)(
    '%s answers 503 with Retry-After, stores nothing, and works once a slot is free',
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

      const busy = heldSlot(ctx.app.imageQueue);
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
