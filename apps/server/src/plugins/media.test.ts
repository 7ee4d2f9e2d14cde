import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import { multipartForm, png } from '../test/uploads.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

/** Uploads an avatar through the API and answers the URL the API gives for it. */
async function uploadAvatar(ctx: TestContext): Promise<string> {
  const user = await createUser(ctx.db);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/updateAvatar',
    headers: user.auth,
    payload: multipartForm({}, { avatar: await png() }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ avatar: string }>().avatar;
}

describe('/media with uploads in an S3 bucket', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(s3.env);
  });
  afterAll(() => ctx.close());

  it('serves an uploaded image from the bucket with its type, caching and ETag', async () => {
    const url = await uploadAvatar(ctx);
    expect(url).toMatch(/^\/media\/avatars\/[a-z0-9-]+\.webp$/);

    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await ctx.storage.read(url.slice('/media/'.length));
    expect(response.rawPayload).toEqual(await buffer(stored!.stream));
    expect(response.headers.etag).toBe(stored!.etag);

    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a key the bucket does not hold, which a CDN may keep a minute', async () => {
    for (const url of [
      '/media/avatars/missing.webp',
      '/media/statements/missing.webp',
      '/media/x',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
    }
  });
});

describe('/media with a public URL in front of the bucket', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.jp/uploads' });
  });
  afterAll(() => ctx.close());

  it('redirects to the same key there', async () => {
    const url = await uploadAvatar(ctx);
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(
      `https://cdn.example.jp/uploads/${url.slice('/media/'.length)}`,
    );
  });
});

describe('/media with uploads on the disk', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 304 to a browser that has the file already', async () => {
    const url = await uploadAvatar(ctx);
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
