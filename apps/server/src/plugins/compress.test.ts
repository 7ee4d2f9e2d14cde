import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../test/factories.ts';
import { COMPRESS_THRESHOLD } from './compress.ts';

let ctx: TestContext;
let author: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  for (let i = 0; i < 10; i++) await createStatementRow(ctx.db, author.id);
});
afterAll(async () => {
  await ctx.close();
});

/** A page of ten statements: well over the threshold. */
const LIST = '/api/statements?offset=0';

describe('compressing API answers', () => {
  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('compresses JSON for Accept-Encoding %s', async (accept, encoding, decode) => {
    const plain = await ctx.app.inject({ method: 'GET', url: LIST });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const res = await ctx.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('application/json');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a signed-in reader’s own answer (their agree flags) too', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...author.auth, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-encoding']).toBe('br');
    const page = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(page.data).toHaveLength(10);
    expect(page.data[0]).toHaveProperty('agree_flag', false);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'sends JSON as it is for Accept-Encoding %s',
    async (accept) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: LIST,
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().data).toHaveLength(10);
    },
  );

  it('leaves answers under the threshold alone', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().message).toBeTruthy();
  });

  it('never compresses media, whatever its type', async () => {
    // Bytes of an unknown type go out as application/octet-stream, which would be compressed.
    const body = Buffer.alloc(64 * 1024, 7);
    await ctx.storage.put('compress-test/blob.bin', body);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/media/compress-test/blob.bin',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(body)).toBe(true);
  });
});
