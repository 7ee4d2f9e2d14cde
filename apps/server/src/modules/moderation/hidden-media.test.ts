import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';
import { png } from '../../test/uploads.ts';
import { bothImages, eventForm, validFields } from '../events/event-test-helpers.ts';
import { createStatement, fetchStatement } from '../statements/statement-test-helpers.ts';
import { moderate } from './moderation-test-helpers.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

const SHORT_CACHE = 'public, max-age=300, s-maxage=300';
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';
/** A refusal others may not get: the same URL shows the image to its author and role 1. */
const REFUSED_CACHE = 'private, no-store';

/** A statement of a new author with one photo, and the URLs of the photo and its thumbnail. */
async function statementWithPhoto(ctx: TestContext) {
  const author = await createUser(ctx.db);
  const res = await createStatement(ctx, author.auth, undefined, { 'images[]': await png() });
  expect(res.statusCode).toBe(201);
  const id = res.json<{ data: Statement }>().data.id;
  const [image] = (await fetchStatement(ctx, id)).images;
  return { author, id, urls: [image!.src, image!.thumbnail] };
}

/** An event of a new role-1 organiser with both images, and the URLs of them. */
async function eventWithImages(ctx: TestContext) {
  const organiser = await createUser(ctx.db, { role: 1 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/events',
    headers: organiser.auth,
    payload: eventForm(validFields, await bothImages()),
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json<{ id: number }>();
  const { data } = (await ctx.app.inject({ method: 'GET', url: `/api/events/${id}` })).json();
  const urls = [data.event_img, data.company_logo_img] as string[];
  return {
    organiser,
    id,
    urls: [...urls, ...urls.map((url) => url.replace(/\.webp$/, '-thumb.webp'))],
  };
}

const get = (ctx: TestContext, url: string, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });

/** The same story on each store: photos go with their statement or event when it is hidden. */
function hiddenPhotoCases(env: () => Record<string, string>) {
  let ctx: TestContext;
  let moderator: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp(env());
    moderator = await createUser(ctx.db, { role: 1 });
  });
  afterAll(() => ctx.close());

  it('serves a visible statement’s photos with a short shared cache and an ETag', async () => {
    const { urls } = await statementWithPhoto(ctx);
    for (const url of urls) {
      const res = await get(ctx, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(SHORT_CACHE);
      const again = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers 404 to guests once hidden, shows it privately to the author and role 1, and 200 again after restore', async () => {
    const { author, id, urls } = await statementWithPhoto(ctx);
    expect((await moderate(ctx, moderator, `statement/${id}/hide`)).statusCode).toBe(200);
    const stranger = await createUser(ctx.db);
    for (const url of urls) {
      for (const viewer of [undefined, stranger]) {
        const refused = await get(ctx, url, viewer);
        expect(refused.statusCode).toBe(404);
        expect(refused.headers['cache-control']).toBe(REFUSED_CACHE);
      }
      for (const privileged of [author, moderator]) {
        const res = await get(ctx, url, privileged);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-cache');
      }
    }
    expect((await moderate(ctx, moderator, `statement/${id}/restore`)).statusCode).toBe(200);
    for (const url of urls) {
      const res = await get(ctx, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(SHORT_CACHE);
    }
  });

  it('answers 404 for the photos of a deleted statement', async () => {
    const { author, id, urls } = await statementWithPhoto(ctx);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/statements/delete/${id}`,
      headers: author.auth,
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of urls) {
      const gone = await get(ctx, url, author);
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBe(NOT_FOUND_CACHE);
    }
  });

  it('answers 404 to guests for a hidden event’s image and logo, and shows them to its organiser', async () => {
    const { organiser, id, urls } = await eventWithImages(ctx);
    for (const url of urls) expect((await get(ctx, url)).statusCode).toBe(200);
    expect((await moderate(ctx, moderator, `event/${id}/hide`)).statusCode).toBe(200);
    for (const url of urls) {
      const refused = await get(ctx, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['cache-control']).toBe(REFUSED_CACHE);
      const own = await get(ctx, url, organiser);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-cache');
    }
  });
}

describe('photos of hidden statements on the disk', () => {
  hiddenPhotoCases(() => ({}));
});

describe('photos of hidden statements in an S3 bucket', () => {
  hiddenPhotoCases(() => s3.env);
});

describe('photos of hidden statements with a public URL in front of the bucket', () => {
  // A public bucket cannot un-publish: images that can be hidden are streamed, never redirected.
  hiddenPhotoCases(() => ({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.jp/uploads' }));
});
