import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES, sharedMessages } from '@iagree/contract';
import type { InjectOptions } from 'fastify';
import { messages } from '../i18n/messages.ts';
import { prepareUploadTmp, UPLOAD_TMP_AGE_MS } from './multipart.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import {
  storedUploadCount,
  UPLOAD_ROUTES,
  uploadFixture,
  type UploadFixture,
  type UploadRoute,
} from '../test/upload-routes.ts';
import { multipartForm, png } from '../test/uploads.ts';
import { minimalStatementFields } from '../test/upload-routes.ts';

/** Items 8–10 of issue 10: malformed bodies, what the reader holds in memory, costly images. */

const MB = 1024 * 1024;
const english = { language: 'en' };

/** The bytes and content type a browser would send for the form. */
async function encoded(form: FormData) {
  const request = new Request('http://iagree.test', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

let ctx: TestContext;
let fixture: UploadFixture;
beforeAll(async () => {
  ctx = await buildTestApp();
  fixture = await uploadFixture(ctx);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

/** The app's address over real HTTP, listening from the first test that asks. */
let address: Promise<string> | undefined;
const listening = () => (address ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }));

const post = (route: UploadRoute, options: Omit<InjectOptions, 'method' | 'url'>) =>
  ctx.app.inject({
    method: 'POST',
    url: route.url,
    ...options,
    headers: { ...route.auth, 'x-client-locale': 'en', ...options.headers },
  });

describe('a malformed multipart body', () => {
  it.each(UPLOAD_ROUTES)('answers 400 with a message on %s without a boundary', async (name) => {
    const res = await post(fixture.routes[name], {
      headers: { 'content-type': 'multipart/form-data', 'x-client-locale': 'ja' },
      payload: 'title=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.malformedForm.ja });
  });

  it.each(UPLOAD_ROUTES)('answers 400 on %s when the body is cut short', async (name) => {
    const route = fixture.routes[name];
    const before = await storedUploadCount(ctx);
    const { body, type } = await encoded(route.form(await png(), english));
    const res = await post(route, {
      headers: { 'content-type': type },
      payload: body.subarray(0, body.length - 200),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.malformedForm.en });
    expect(await storedUploadCount(ctx)).toBe(before);
  });
});

describe('what the reader holds in memory', () => {
  /** Sends the body and tells the largest buffer assembled while the server answered. */
  async function largestBufferWhile(route: UploadRoute, form: FormData) {
    const { body, type } = await encoded(form);
    const concat = Buffer.concat;
    let largest = 0;
    vi.spyOn(Buffer, 'concat').mockImplementation((...args) => {
      const result = concat(...args);
      largest = Math.max(largest, result.length);
      return result;
    });
    const res = await post(route, { headers: { 'content-type': type }, payload: body });
    return { res, largest };
  }

  const junk = () => new Blob([new Uint8Array(randomBytes(12 * MB))]);

  it('drains a 12 MB part of a field the route does not read without holding it', async () => {
    const route = fixture.routes['statement create'];
    const form = route.form(await png());
    form.append('attachment', junk(), 'junk.bin');
    const { res, largest } = await largestBufferWhile(route, form);
    expect(res.statusCode).toBe(201);
    expect(largest).toBeLessThan(MB);
  });

  it('stops reading at the route’s image count: a 7th image is never read', async () => {
    const route = fixture.routes['statement create'];
    const six = await Promise.all(Array.from({ length: 6 }, () => png()));
    const form = multipartForm(english, { 'images[]': six });
    form.append('images[]', junk(), 'seventh.png');
    const { res, largest } = await largestBufferWhile(route, form);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: [sharedMessages.en['validation.max_images']] });
    expect(largest).toBeLessThan(MB);
  });

  it('refuses a second avatar as soon as it starts, without reading it', async () => {
    const form = multipartForm({}, { avatar: await png() });
    form.append('avatar', junk(), 'second.png');
    const { res, largest } = await largestBufferWhile(fixture.routes.avatar, form);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['avatar']);
    expect(largest).toBeLessThan(MB);
  });

  it('writes an accepted 12 MB part to a file as it arrives, never holding it whole', async () => {
    const route = fixture.routes['statement create'];
    const form = multipartForm({ ...minimalStatementFields, ...english });
    form.append('images[]', junk(), 'photo.png');
    const { res, largest } = await largestBufferWhile(route, form);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: [sharedMessages.en['validation.image_type']] });
    // Far below the part's 12 MB (the tail of an earlier test's body may still pass by).
    expect(largest).toBeLessThan(2 * MB);
  });

  it('leaves the connection usable after refusing mid-body (real HTTP, keep-alive)', async () => {
    const route = fixture.routes['statement create'];
    const address = await listening();
    const send = (form: FormData) =>
      fetch(`${address}${route.url}`, { method: 'POST', headers: route.auth, body: form });
    const six = await Promise.all(Array.from({ length: 6 }, () => png()));
    const tooMany = multipartForm({}, { 'images[]': six });
    tooMany.append('images[]', junk(), 'seventh.png');
    const refused = await send(tooMany);
    expect(refused.status).toBe(422);
    await refused.text();
    expect((await send(route.form(six[0]!))).status).toBe(201);
    // The app's close (afterAll) waits for busy connections: a body left half-read keeps one.
  });
});

describe('a cheap image that is expensive to decode', () => {
  it('refuses 7000 × 7000 pixels (49 MP) before decoding them, on its field', async () => {
    const huge = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MB);
    const route = fixture.routes['statement create'];
    const before = await storedUploadCount(ctx);
    const { body, type } = await encoded(route.form(huge, english));
    const res = await post(route, { headers: { 'content-type': type }, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      images: [sharedMessages.en['validation.image_dimensions']],
    });
    expect(await storedUploadCount(ctx)).toBe(before);
  });
});

describe('the temporary files of an upload', () => {
  const leftovers = () => readdir(ctx.config.uploadTmpDir);

  it.each(UPLOAD_ROUTES)(
    'are gone once %s answers, whatever the answer',
    async (name) => {
      const route = fixture.routes[name];
      const answers = [];
      answers.push((await post(route, { payload: route.form(await png(), english) })).statusCode);
      const junk = Buffer.from('GIF89a not a photo at all');
      answers.push((await post(route, { payload: route.form(junk, english) })).statusCode);
      const tooLarge = Buffer.alloc(MAX_IMAGE_BYTES + 1, 7);
      answers.push((await post(route, { payload: route.form(tooLarge, english) })).statusCode);
      const { body, type } = await encoded(route.form(await png(), english));
      const cut = body.subarray(0, body.length - 200);
      answers.push(
        (await post(route, { headers: { 'content-type': type }, payload: cut })).statusCode,
      );
      expect(answers).toEqual([name.endsWith('create') ? 201 : 200, 422, 413, 400]);
      expect(await leftovers()).toEqual([]);
    },
    // Four requests, one of them 15 MB: more than the default on a busy machine.
    60_000,
  );

  it('are removed when the client goes away midway (real HTTP)', async () => {
    const route = fixture.routes['statement create'];
    const address = new URL(await listening());
    const boundary = 'iagree-abandoned';
    const request = http.request({
      host: address.hostname,
      port: address.port,
      method: 'POST',
      path: route.url,
      headers: {
        ...route.auth,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(12 * MB),
      },
    });
    request.on('error', () => {});
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    request.write(randomBytes(2 * MB));
    // The part is on the disk as it arrives: wait until some of it is there, then hang up.
    const written = async () => {
      for (const folder of await leftovers()) {
        const files = await readdir(path.join(ctx.config.uploadTmpDir, folder));
        for (const file of files) {
          if ((await stat(path.join(ctx.config.uploadTmpDir, folder, file))).size > 0) return true;
        }
      }
      return false;
    };
    await vi.waitFor(async () => expect(await written()).toBe(true), { timeout: 20_000 });
    request.destroy();
    await vi.waitFor(async () => expect(await leftovers()).toEqual([]), { timeout: 20_000 });
  });

  it('left by a process that died mid-upload are removed at the next start, younger ones kept', async () => {
    const root = await mkdtemp(path.join(ctx.dataDir, 'sweep-'));
    await mkdir(path.join(root, 'upload-old'));
    await writeFile(path.join(root, 'upload-old', '1'), 'x');
    await mkdir(path.join(root, 'upload-new'));
    const hourAgo = new Date(Date.now() - UPLOAD_TMP_AGE_MS - 1000);
    await utimes(path.join(root, 'upload-old'), hourAgo, hourAgo);
    await prepareUploadTmp(root);
    expect(await readdir(root)).toEqual(['upload-new']);
  });
});
