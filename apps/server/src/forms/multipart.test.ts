import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES, sharedMessages } from '@iagree/contract';
import type { InjectOptions } from 'fastify';
import { messages } from '../i18n/messages.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import {
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../test/factories.ts';
import { multipartForm, png, storedFiles } from '../test/uploads.ts';

/** Items 8–10 of issue 10: malformed bodies, what the reader holds in memory, costly images. */

const statementFields = { title: 'タイトル', description: '内容', language: 'en' };
const eventFields = {
  title: 'イベント',
  start_date: '2026-07-25',
  end_date: '2026-07-26',
  company_name: '会社',
  description: '内容',
  language: 'en',
};

/** The bytes and content type a browser would send for the form. */
async function encoded(form: FormData) {
  const request = new Request('http://iagree.test', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

interface Route {
  name: string;
  url: () => string;
  user: () => TestUser;
  /** A valid form for the route with `image` in its (first) file field. */
  form: (image: Buffer) => FormData;
}

let ctx: TestContext;
let user: TestUser;
let organiser: TestUser;
let statementId: number;
let eventId: number;
const routes: Route[] = [
  {
    name: 'statement create',
    url: () => '/api/auth/statements',
    user: () => user,
    form: (image) => multipartForm(statementFields, { 'images[]': image }),
  },
  {
    name: 'statement update',
    url: () => `/api/auth/user/statements/update/${statementId}`,
    user: () => user,
    form: (image) => multipartForm(statementFields, { 'added_images[]': image }),
  },
  {
    name: 'event create',
    url: () => '/api/auth/events',
    user: () => organiser,
    form: (image) => multipartForm(eventFields, { company_logo_img: image, event_img: image }),
  },
  {
    name: 'event update',
    url: () => `/api/auth/events/update/${eventId}`,
    user: () => organiser,
    form: (image) => multipartForm(eventFields, { event_img: image }),
  },
  {
    name: 'avatar',
    url: () => '/api/auth/user/updateAvatar',
    user: () => user,
    form: (image) => multipartForm({ language: 'en' }, { avatar: image }),
  },
];

const post = (route: Route, options: Omit<InjectOptions, 'method' | 'url'>) =>
  ctx.app.inject({
    method: 'POST',
    url: route.url(),
    ...options,
    headers: { ...route.user().auth, 'x-client-locale': 'en', ...options.headers },
  });

const allStoredFiles = async () =>
  [
    ...(await storedFiles(ctx, 'statements')),
    ...(await storedFiles(ctx, 'events')),
    ...(await storedFiles(ctx, 'avatars')),
  ].length;

beforeAll(async () => {
  ctx = await buildTestApp();
  user = await createUser(ctx.db);
  organiser = await createUser(ctx.db, { role: ROLES.privileged });
  statementId = (await createStatementRow(ctx.db, user.id)).id;
  eventId = (await createEventRow(ctx.db, organiser.id)).id;
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

describe('a malformed multipart body', () => {
  it.each(routes)('answers 400 with a message on $name without a boundary', async (route) => {
    const res = await post(route, {
      headers: { 'content-type': 'multipart/form-data', 'x-client-locale': 'ja' },
      payload: 'title=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.malformedForm.ja });
  });

  it.each(routes)('answers 400 on $name when the body is cut short', async (route) => {
    const before = await allStoredFiles();
    const { body, type } = await encoded(route.form(await png()));
    const res = await post(route, {
      headers: { 'content-type': type },
      payload: body.subarray(0, body.length - 200),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.malformedForm.en });
    expect(await allStoredFiles()).toBe(before);
  });
});

describe('what the reader holds in memory', () => {
  const MB = 1024 * 1024;

  /** Sends the body and tells the largest buffer assembled while the server answered. */
  async function largestBufferWhile(route: Route, form: FormData) {
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

  it('drains a 12 MB part of a field the route does not read without holding it', async () => {
    const form = multipartForm(statementFields, { 'images[]': await png() });
    form.append('attachment', new Blob([new Uint8Array(randomBytes(12 * MB))]), 'junk.bin');
    const { res, largest } = await largestBufferWhile(routes[0]!, form);
    expect(res.statusCode).toBe(201);
    expect(largest).toBeLessThan(MB);
  });

  it('stops reading at the route’s image count: a 7th image is never read', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => png()));
    const form = multipartForm(statementFields, { 'images[]': six });
    form.append('images[]', new Blob([new Uint8Array(randomBytes(12 * MB))]), 'seventh.png');
    const { res, largest } = await largestBufferWhile(routes[0]!, form);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: [sharedMessages.en['validation.max_images']] });
    expect(largest).toBeLessThan(MB);
  });

  it('leaves the connection usable after refusing mid-body (real HTTP, keep-alive)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (form: FormData) =>
      fetch(`${address}${routes[0]!.url()}`, { method: 'POST', headers: user.auth, body: form });
    const six = await Promise.all(Array.from({ length: 6 }, () => png()));
    const tooMany = multipartForm(statementFields, { 'images[]': six });
    tooMany.append('images[]', new Blob([new Uint8Array(randomBytes(12 * MB))]), 'seventh.png');
    const refused = await send(tooMany);
    expect(refused.status).toBe(422);
    await refused.text();
    const next = await send(multipartForm(statementFields, { 'images[]': six[0]! }));
    expect(next.status).toBe(201);
    // The app's close (afterAll) waits for busy connections: a body left half-read keeps one.
  });

  it('refuses a second avatar as soon as it starts, without reading it', async () => {
    const form = multipartForm({}, { avatar: [await png(), randomBytes(12 * MB)] });
    const { res, largest } = await largestBufferWhile(routes[4]!, form);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['avatar']);
    expect(largest).toBeLessThan(MB);
  });
});

describe('a cheap image that is expensive to decode', () => {
  it('refuses 7000 × 7000 pixels (49 MP) before decoding them, on its field', async () => {
    const huge = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const before = await allStoredFiles();
    const { body, type } = await encoded(routes[0]!.form(huge));
    const res = await post(routes[0]!, { headers: { 'content-type': type }, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      images: [sharedMessages.en['validation.image_dimensions']],
    });
    expect(await allStoredFiles()).toBe(before);
  });
});
