import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createEventRow, createUser, type TestUser } from '../../test/factories.ts';
import { png } from '../../test/uploads.ts';
import {
  anotherStatement,
  createStatement,
  fetchStatement,
  snapshot,
  storedStatementFiles,
  validFields,
} from './statement-test-helpers.ts';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  user = await createUser(ctx.db, { name: '山田花子' });
});
afterAll(() => ctx.close());

const create = (fields: Record<string, string> = validFields, files = {}, query = '') =>
  createStatement(ctx, user.auth, fields, files, query);

describe('POST /api/auth/statements', () => {
  it('creates the statement with two images and answers 201 with every field', async () => {
    const event = await createEventRow(ctx.db, user.id, { code: 'EVTOYOSU' });
    const res = await create(
      { ...validFields, event_code: 'EVTOYOSU', language: 'en' },
      { 'images[]': [await png('#123'), await png('#456')] },
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      user_id: user.id,
      title: validFields.title,
      description: validFields.description,
      address: validFields.address,
      latitude: 35.6545,
      longitude: 139.796,
      categories: [
        { id: 3, category: 'Transport & roads' },
        { id: 11, category: 'Parks & town planning' },
      ],
      free_category: null,
      categoryType: 'drop_list',
      agree_count: 0,
      comment_count: 0,
      comments: [],
      agree_flag: false,
      avatar: null,
      username: '山田花子',
      created_distance_time: 'just now',
      money: 150000,
      money_with_currency: '¥150,000',
      event_code: 'EVTOYOSU',
    });
    expect(Date.parse(data.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.images).toHaveLength(2);
    expect(data.media).toEqual(
      data.images.map((image: { id: number; src: string }) => ({ id: image.id, url: image.src })),
    );
    for (const image of data.images) {
      expect(image.src).toMatch(/^\/media\/statements\/[a-z0-9-]+\.webp$/);
      expect(image.thumbnail).toMatch(/^\/media\/statements\/[a-z0-9-]+-thumb\.webp$/);
      expect([image.width, image.height]).toEqual([64, 48]);
      const served = await ctx.app.inject({ url: image.src });
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const detail = await ctx.app.inject({ url: `/api/events/${event.id}` });
    expect(detail.json().data.statements).toEqual([
      { id: data.id, title: validFields.title, agree_count: 0 },
    ]);
  });

  it('accepts the bare minimum and reads an empty form field as none', async () => {
    const res = await create({ title: '公園に時計を', description: '時間が分からないので。' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      address: null,
      latitude: null,
      longitude: null,
      categories: [],
      categoryType: 'fill_text',
      free_category: null,
      money: null,
      money_with_currency: null,
      event_code: null,
      images: [],
    });
    const free = await create({ ...validFields, categories: '', free_category: '夜の安全' });
    expect(free.json().data).toMatchObject({
      categories: [],
      free_category: '夜の安全',
      categoryType: 'fill_text',
      money_with_currency: '150,000円',
    });
  });

  it('refuses a guest with 401 and stores nothing', async () => {
    const before = await snapshot(ctx);
    const res = await createStatement(ctx, {}, validFields, { 'images[]': await png() });
    expect(res.statusCode).toBe(401);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('answers missing title and description with SPEC §5’s messages, in both languages', async () => {
    const before = await snapshot(ctx);
    const en = await create(
      { title: ' ', description: '' },
      { images: await png() },
      '?language=en',
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      title: ['title is required'],
      description: ['description is required'],
    });
    const ja = await create({ ...validFields, title: '' });
    expect(ja.json().errors).toEqual({ title: ['タイトルは必須です'] });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('answers a 300-character title with its too-long message (not a missing one)', async () => {
    const before = await snapshot(ctx);
    const ja = await create({ ...validFields, title: 'あ'.repeat(300) });
    expect(ja.statusCode).toBe(422);
    expect(ja.json().errors).toEqual({ title: ['タイトルは200文字以内で入力してください'] });
    const en = await create({ ...validFields, title: 'a'.repeat(300), language: 'en' });
    expect(en.json().errors).toEqual({ title: ['Title must be at most 200 characters'] });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it.each([
    ['categories', { categories: '1,x' }, 'categories'],
    ['unknown categories', { categories: '1,999' }, 'categories'],
    ['an unknown event code', { event_code: 'EVNOPE00' }, 'event_code'],
    ['a negative amount', { money: '-5' }, 'money'],
    ['a fractional amount', { money: '10.5' }, 'money'],
    ['half a place', { longitude: '' }, 'latitude'],
    ['a latitude out of range', { latitude: '91' }, 'latitude'],
    ['a title over 200 characters', { title: 'あ'.repeat(201) }, 'title'],
  ])('refuses %s with 422 on its field', async (_what, change, field) => {
    const before = await snapshot(ctx);
    const res = await create({ ...validFields, ...change }, { images: await png() });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses more than five images', async () => {
    const before = await snapshot(ctx);
    const six = await Promise.all(Array.from({ length: 6 }, () => png()));
    const res = await create({ ...validFields, language: 'en' }, { 'images[]': six });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: ['You can add up to 5 images'] });
    expect(await snapshot(ctx)).toEqual(before);
    expect((await create(validFields, { 'images[]': six.slice(0, 5) })).statusCode).toBe(201);
  });

  it('leaves no row and no file when the 3rd of 3 images is a text file named .png', async () => {
    const before = await snapshot(ctx);
    const res = await create(validFields, {
      'images[]': [await png('#111'), await png('#222'), Buffer.from('just some text')],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: ['png、jpg、jpeg のみアップロードできます'] });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('answers 415 to a JSON body and 413 to an image over 15 MB, storing nothing', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/statements',
      headers: user.auth,
      payload: validFields,
    });
    expect(json.statusCode).toBe(415);
    const before = await snapshot(ctx);
    const huge = await create(validFields, {
      'images[]': [await png(), Buffer.alloc(15 * 1024 * 1024 + 1)],
    });
    expect(huge.statusCode).toBe(413);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('stores re-encoded files only: the served bytes are WebP, never the upload', async () => {
    const upload = await png('#abcdef');
    const { data } = (await create(anotherStatement(), { images: upload })).json();
    const served = await ctx.app.inject({ url: data.images[0].src });
    expect(served.rawPayload.equals(upload)).toBe(false);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await storedStatementFiles(ctx)).length).toBeGreaterThan(0);
    expect((await fetchStatement(ctx, data.id)).images).toEqual(data.images);
  });
});
