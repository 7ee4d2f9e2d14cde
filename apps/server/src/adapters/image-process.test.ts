import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, statementImages, statements, users } from '../db/schema.ts';
import { IMAGE_QUEUE_RETRY_AFTER_SECONDS } from '../forms/image-budget.ts';
import { messages } from '../i18n/messages.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import {
  storedUploadCount,
  UPLOAD_ROUTES,
  uploadFixture,
  type UploadFixture,
} from '../test/upload-routes.ts';
import { png } from '../test/uploads.ts';
import { createImageProcess } from './image-process.ts';
import { alive } from '../test/alive.ts';

/** Each test starts the process (tsx compiles its modules first): seconds on a loaded machine. */
const STARTS = { timeout: 60_000 };

describe('the image process', () => {
  it(
    'renders in a child process that ends once idle, and starts another for the next image',
    async () => {
      const images = createImageProcess({ idleMs: 50 });
      try {
        const { main } = await images.render(await png());
        expect(main.info).toMatchObject({ format: 'webp', width: 64, height: 48 });
        const first = images.pid()!;
        expect(first).not.toBe(process.pid);

        await vi.waitFor(() => expect(alive(first)).toBe(false), STARTS);
        expect(images.pid()).toBeUndefined();

        await expect(images.inspect(await png())).resolves.toEqual({ decodedBytes: 64 * 48 * 3 });
        expect(images.pid()).not.toBe(first);
      } finally {
        await images.close();
      }
    },
    STARTS.timeout,
  );
});

describe('uploads when the image process dies mid-image', () => {
  let ctx: TestContext;
  let fixture: UploadFixture;
  beforeAll(async () => {
    ctx = await buildTestApp(
      {},
      {
        imageProcess: createImageProcess({
          idleMs: 60_000,
          entry: new URL('../test/dying-image-worker.ts', import.meta.url),
        }),
      },
    );
    fixture = await uploadFixture(ctx);
  });
  afterAll(() => ctx.close());

  /** Every row an upload route writes, as it stands. */
  const rows = async () => ({
    statements: await ctx.db.select().from(statements),
    images: await ctx.db.select().from(statementImages),
    events: await ctx.db.select().from(events),
    users: await ctx.db.select().from(users),
  });

  it.each(UPLOAD_ROUTES)(
    '%s answers 503 with Retry-After and changes nothing',
    async (name) => {
      const route = fixture.routes[name];
      const before = { rows: await rows(), files: await storedUploadCount(ctx) };

      const answer = await ctx.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.auth, 'x-client-locale': 'en' },
        payload: route.form(await png()),
      });

      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(IMAGE_QUEUE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({ message: messages.imagesFailed.en });
      expect({ rows: await rows(), files: await storedUploadCount(ctx) }).toEqual(before);
      expect(await readdir(ctx.config.uploadTmpDir)).toEqual([]);
    },
    STARTS.timeout,
  );
});
