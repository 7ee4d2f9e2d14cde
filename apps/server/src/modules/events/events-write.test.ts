import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_CODE_PATTERN, ROLES } from '@iagree/contract';
import { events, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createEventRow, createUser, type TestUser } from '../../test/factories.ts';
import { png } from '../../test/uploads.ts';
import { bothImages, eventForm, storedEventFiles, validFields } from './event-test-helpers.ts';

let ctx: TestContext;
let organiser: TestUser;
let otherOrganiser: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  organiser = await createUser(ctx.db, { role: ROLES.privileged });
  otherOrganiser = await createUser(ctx.db, { role: ROLES.privileged });
  user = await createUser(ctx.db);
});
afterAll(() => ctx.close());

const create = async (
  headers: Record<string, string>,
  fields: Record<string, string> = validFields,
  files?: Awaited<ReturnType<typeof bothImages>>,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/events',
    headers,
    payload: eventForm(fields, files ?? (await bothImages())),
  });

const eventCount = async () => (await ctx.db.select({ n: count() }).from(events))[0]?.n ?? 0;

describe('POST /api/auth/events', () => {
  it('creates the event with both images, a code and its categories', async () => {
    const res = await create(organiser.auth);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/events/${id}?language=en` });
    const { data } = detail.json();
    expect(data).toMatchObject({
      id,
      user_id: organiser.id,
      title: validFields.title,
      start_date: '2026-07-25',
      end_date: '2026-07-26',
      address: validFields.address,
      latitude: 35.7101,
      longitude: 139.8107,
      company_name: validFields.company_name,
      description: validFields.description,
      comments_count: 0,
      statements: [],
    });
    expect(data.code).toMatch(EVENT_CODE_PATTERN);
    expect(data.categories).toEqual([
      { id: 1, category: 'Environment' },
      { id: 9, category: 'Community' },
    ]);
    for (const url of [data.event_img, data.company_logo_img]) {
      expect(url).toMatch(/^\/media\/events\/[a-z0-9-]+\.webp$/);
      const image = await ctx.app.inject({ method: 'GET', url });
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives every event its own code', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await create(organiser.auth)).json().id);
    const codes = await ctx.db.select({ code: events.code }).from(events);
    expect(new Set(codes.map((row) => row.code)).size).toBe(codes.length);
  });

  it('refuses guests (401) and plain users (403), storing nothing', async () => {
    const before = [await eventCount(), (await storedEventFiles(ctx)).length];
    expect((await create({})).statusCode).toBe(401);
    const refused = await create(user.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('この操作は許可されていません。');
    expect([await eventCount(), (await storedEventFiles(ctx)).length]).toEqual(before);
  });

  it('answers every missing field with the SPEC §5 message, in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/events?language=en',
      headers: organiser.auth,
      payload: eventForm({ title: ' ', categories: '' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['Title is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
      description: ['Description is required'],
      event_img: ['Please choose an image'],
    });
  });

  it('takes an event with no organiser name and no logo, and times of day (decision 030)', async () => {
    const before = await eventCount();
    const res = await create(
      organiser.auth,
      { ...validFields, company_name: '', start_time: '18:30', end_time: '20:00' },
      { event_img: await png() },
    );
    expect(res.statusCode).toBe(201);
    expect(await eventCount()).toBe(before + 1);
    const { data } = (await ctx.app.inject({ url: `/api/events/${res.json().id}` })).json();
    expect(data).toMatchObject({
      company_name: '',
      company_logo_img: null,
      start_time: '18:30',
      end_time: '20:00',
    });
    // Times are optional on an update too, and cleared when left empty.
    const cleared = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/events/update/${res.json().id}`,
      headers: organiser.auth,
      payload: eventForm(validFields),
    });
    expect(cleared.statusCode).toBe(200);
    const after = (await ctx.app.inject({ url: `/api/events/${res.json().id}` })).json().data;
    expect(after).toMatchObject({ start_time: null, end_time: null });
  });

  it('checks the times: HH:mm, an end only with a start, not before the start on one day', async () => {
    const before = await eventCount();
    const attempt = async (times: Record<string, string>, dates = {}) =>
      (await create(organiser.auth, { ...validFields, ...dates, ...times })).json().errors;
    expect(await attempt({ start_time: '25:00' })).toEqual({
      start_time: ['時刻は HH:mm（24時間制）で入力してください'],
    });
    expect(await attempt({ start_time: '9:00' })).toHaveProperty('start_time');
    expect(await attempt({ end_time: '10:00' })).toEqual({
      start_time: ['終了時刻を入れるときは開始時刻も入力してください'],
    });
    const oneDay = { start_date: '2026-07-25', end_date: '2026-07-25' };
    expect(await attempt({ start_time: '18:00', end_time: '17:00' }, oneDay)).toEqual({
      end_time: ['1日のイベントでは、終了時刻を開始時刻以降にしてください'],
    });
    expect(await eventCount()).toBe(before);
    // Over two days, an end time earlier in the day is the next day's.
    const overnight = await create(organiser.auth, {
      ...validFields,
      start_time: '18:00',
      end_time: '02:00',
    });
    expect(overnight.statusCode).toBe(201);
  });

  it('checks the dates: yyyy-MM-dd, real days, end not before start', async () => {
    const attempt = async (start_date: string, end_date: string) =>
      (await create(organiser.auth, { ...validFields, start_date, end_date })).json().errors;
    expect(await attempt('2026/07/25', '2026-07-26')).toEqual({
      start_date: ['日付は yyyy-MM-dd の形式で入力してください'],
    });
    expect(await attempt('2026-02-30', '2026-03-01')).toHaveProperty('start_date');
    expect(await attempt('2026-07-25', '2026-07-24')).toEqual({
      end_date: ['終了日は開始日以降の日付にしてください'],
    });
    expect(
      (await create(organiser.auth, { ...validFields, end_date: '2026-07-25' })).statusCode,
    ).toBe(201);
  });

  it('refuses an image that is not png/jpg/jpeg and leaves no row and no file', async () => {
    const before = [await eventCount(), (await storedEventFiles(ctx)).length];
    const res = await create(organiser.auth, validFields, {
      company_logo_img: await png(),
      event_img: Buffer.from('GIF89a definitely not allowed'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ event_img: ['png、jpg、jpeg のみアップロードできます'] });
    expect([await eventCount(), (await storedEventFiles(ctx)).length]).toEqual(before);
  });

  it('refuses two images in one upload box, unknown categories and half a place', async () => {
    const images = await bothImages();
    const two = await create(organiser.auth, validFields, {
      ...images,
      event_img: [await png(), await png('#f00')],
    });
    expect(two.json().errors).toEqual({ event_img: ['画像は1枚だけ選択してください。'] });
    const unknown = await create(organiser.auth, { ...validFields, categories: '1,999' });
    expect(unknown.json().errors).toEqual({ categories: ['存在しないカテゴリーです。'] });
    const bad = await create(organiser.auth, { ...validFields, categories: '1,x' });
    expect(bad.json().errors).toHaveProperty('categories');
    const { longitude: _, ...halfPlace } = validFields;
    expect((await create(organiser.auth, halfPlace)).json().errors).toHaveProperty('latitude');
  });

  it('answers 415 to a body that is not multipart and 413 to an image over 15 MB', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: organiser.auth,
      payload: validFields,
    });
    expect(json.statusCode).toBe(415);
    const before = (await storedEventFiles(ctx)).length;
    const huge = await create(organiser.auth, validFields, {
      company_logo_img: await png(),
      event_img: Buffer.alloc(15 * 1024 * 1024 + 1),
    });
    expect(huge.statusCode).toBe(413);
    expect((await storedEventFiles(ctx)).length).toBe(before);
  });

  it('accepts an event without place or categories (SPEC §5 does not enforce them)', async () => {
    const { address: _a, latitude: _la, longitude: _lo, categories: _c, ...rest } = validFields;
    const res = await create(organiser.auth, rest);
    expect(res.statusCode).toBe(201);
    const { data } = (await ctx.app.inject({ url: `/api/events/${res.json().id}` })).json();
    expect(data).toMatchObject({ address: null, latitude: null, longitude: null, categories: [] });
  });
});

describe('update and delete permissions', () => {
  let eventId: number;
  beforeEach(async () => {
    eventId = (await create(organiser.auth)).json().id;
  });

  const update = (headers: Record<string, string>, id = eventId, fields = validFields) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth/events/update/${id}`,
      headers,
      payload: eventForm({ ...fields, title: '更新後のタイトル' }),
    });
  const remove = (headers: Record<string, string>, id = eventId) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/auth/events/${id}`, headers });

  const matrix: [string, number, () => Record<string, string>][] = [
    ['a guest', 401, () => ({})],
    ['a plain user', 403, () => user.auth],
    ['the owner', 200, () => organiser.auth],
    ['another role-1 user', 200, () => otherOrganiser.auth],
  ];

  it.each(matrix)('update by %s → %i', async (_who, status, headers) => {
    expect((await update(headers())).statusCode).toBe(status);
  });

  it.each(matrix)('delete by %s → %i', async (_who, status, headers) => {
    expect((await remove(headers())).statusCode).toBe(status);
  });

  it('lets an owner who is no longer role 1 change their own event', async () => {
    const formerOrganiser = await createUser(ctx.db);
    const own = await createEventRow(ctx.db, formerOrganiser.id);
    expect((await update(formerOrganiser.auth, own.id)).statusCode).toBe(200);
    expect((await remove(formerOrganiser.auth, own.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await update(organiser.auth, 999_999)).statusCode).toBe(404);
    expect((await remove(organiser.auth, 999_999)).statusCode).toBe(404);
  });

  it('keeps the images when none are sent and replaces (and removes) them when one is', async () => {
    const before = (await ctx.app.inject({ url: `/api/events/${eventId}` })).json().data;
    expect((await update(organiser.auth)).statusCode).toBe(200);
    const kept = (await ctx.app.inject({ url: `/api/events/${eventId}` })).json().data;
    expect(kept).toMatchObject({ title: '更新後のタイトル', event_img: before.event_img });

    const files = await storedEventFiles(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/events/update/${eventId}`,
      headers: organiser.auth,
      payload: eventForm(validFields, { event_img: await png('#fff') }),
    });
    expect(res.statusCode).toBe(200);
    const replaced = (await ctx.app.inject({ url: `/api/events/${eventId}` })).json().data;
    expect(replaced.event_img).not.toBe(before.event_img);
    expect(replaced.company_logo_img).toBe(before.company_logo_img);
    expect((await ctx.app.inject({ url: before.event_img })).statusCode).toBe(404);
    expect((await storedEventFiles(ctx)).length).toBe(files.length);
  });

  it('removes exactly the images each of concurrent updates replaced', async () => {
    const before = (await storedEventFiles(ctx)).length;
    const colours = ['#a00', '#0a0', '#00a', '#aa0', '#0aa', '#a0a', '#555', '#999'];
    const forms = await Promise.all(
      colours.map(async (colour) =>
        eventForm(validFields, {
          event_img: await png(colour),
          company_logo_img: await png(colour),
        }),
      ),
    );
    const answers = await Promise.all(
      forms.map((payload) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/auth/events/update/${eventId}`,
          headers: organiser.auth,
          payload,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(colours.map(() => 200));
    const files = await storedEventFiles(ctx);
    expect(files.length).toBe(before);
    const { data } = (await ctx.app.inject({ url: `/api/events/${eventId}` })).json();
    for (const url of [data.event_img, data.company_logo_img]) {
      expect(files).toContain(url.split('/').pop());
    }
  });

  it('validates an update like a creation, except for the images', async () => {
    const res = await update(organiser.auth, eventId, { ...validFields, description: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ description: ['内容は必須です'] });
  });

  it('removes the images on delete and unlinks the statements', async () => {
    const { data } = (await ctx.app.inject({ url: `/api/events/${eventId}` })).json();
    const [statement] = await ctx.db
      .insert(statements)
      .values({ userId: user.id, title: 'つながる声', description: '…', eventId })
      .returning();
    expect((await remove(organiser.auth)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: data.event_img })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/events/${eventId}` })).statusCode).toBe(404);
    const [after] = await ctx.db.select().from(statements).where(eq(statements.id, statement!.id));
    expect(after?.eventId).toBeNull();
  });
});
