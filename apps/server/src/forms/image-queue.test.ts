import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@iagree/contract';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import {
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../test/factories.ts';
import { multipartForm, png, storedFiles } from '../test/uploads.ts';
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
  let user: TestUser;
  let organiser: TestUser;
  let statementId: number;
  let eventId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ IMAGE_CONCURRENCY: '1', IMAGE_QUEUE: '0' });
    user = await createUser(ctx.db);
    organiser = await createUser(ctx.db, { role: ROLES.privileged });
    statementId = (await createStatementRow(ctx.db, user.id)).id;
    eventId = (await createEventRow(ctx.db, organiser.id)).id;
  });
  afterAll(() => ctx.close());

  const statementFields = { title: 'タイトル', description: '内容' };
  const eventFields = {
    title: 'イベント',
    start_date: '2026-07-25',
    end_date: '2026-07-26',
    company_name: '会社',
    description: '内容',
  };
  const routes = [
    {
      name: 'statement create',
      url: () => '/api/auth/statements',
      user: () => user,
      form: (image: Buffer) => multipartForm(statementFields, { 'images[]': image }),
    },
    {
      name: 'statement update',
      url: () => `/api/auth/user/statements/update/${statementId}`,
      user: () => user,
      form: (image: Buffer) => multipartForm(statementFields, { 'added_images[]': image }),
    },
    {
      name: 'event create',
      url: () => '/api/auth/events',
      user: () => organiser,
      form: (image: Buffer) =>
        multipartForm(eventFields, { company_logo_img: image, event_img: image }),
    },
    {
      name: 'event update',
      url: () => `/api/auth/events/update/${eventId}`,
      user: () => organiser,
      form: (image: Buffer) => multipartForm(eventFields, { event_img: image }),
    },
    {
      name: 'avatar',
      url: () => '/api/auth/user/updateAvatar',
      user: () => user,
      form: (image: Buffer) => multipartForm({}, { avatar: image }),
    },
  ];

  it.each(routes)(
    '$name answers 503 with Retry-After, stores nothing, and works once a slot is free',
    async (route) => {
      const stored = async () =>
        (await storedFiles(ctx, 'statements')).length +
        (await storedFiles(ctx, 'events')).length +
        (await storedFiles(ctx, 'avatars')).length;
      const before = await stored();
      const send = async () =>
        ctx.app.inject({
          method: 'POST',
          url: route.url(),
          headers: { ...route.user().auth, 'x-client-locale': 'en' },
          payload: route.form(await png()),
        });

      const busy = heldSlot(ctx.app.imageQueue);
      const refused = await send();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(IMAGE_QUEUE_RETRY_AFTER_SECONDS));
      expect(refused.json()).toEqual({ message: messages.imagesBusy.en });
      expect(await stored()).toBe(before);

      busy.release();
      await busy.done;
      expect((await send()).statusCode).toBeLessThan(300);
    },
  );
});
