import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@iagree/contract';
import { eventCategories, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createEventRow, createUser, type TestUser } from '../../test/factories.ts';

let ctx: TestContext;
let organiser: TestUser;
let user: TestUser;
let ids: Record<'sumida' | 'bousai' | 'percent' | 'other', number>;

beforeAll(async () => {
  ctx = await buildTestApp();
  organiser = await createUser(ctx.db, { role: ROLES.privileged });
  user = await createUser(ctx.db, { name: '山田花子' });
  const other = await createUser(ctx.db, { role: ROLES.privileged });
  const sumida = await createEventRow(ctx.db, organiser.id, {
    title: '隅田川 クリーンアップ',
    startDate: '2026-06-10',
    endDate: '2026-06-10',
    address: '東京都台東区花川戸1丁目',
  });
  const bousai = await createEventRow(ctx.db, organiser.id, {
    title: 'とよす防災フェア',
    startDate: '2026-08-01',
    endDate: '2026-08-02',
    companyName: '豊洲まちづくり協議会',
  });
  const percent = await createEventRow(ctx.db, organiser.id, {
    title: '100% リサイクル市',
    startDate: '2026-04-01',
    endDate: '2026-04-01',
  });
  const otherEvent = await createEventRow(ctx.db, other.id, { startDate: '2026-05-01' });
  await ctx.db.insert(eventCategories).values([
    { eventId: sumida.id, categoryId: 1 },
    { eventId: bousai.id, categoryId: 2 },
    { eventId: bousai.id, categoryId: 4 },
  ]);
  ids = { sumida: sumida.id, bousai: bousai.id, percent: percent.id, other: otherEvent.id };
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/events?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number }[]; meta: { current_page: number; last_page: number } }>();
};
const idsOf = (body: { data: { id: number }[] }) => body.data.map((event) => event.id);

describe('GET /api/events', () => {
  it('serves the statement form’s picker: newest start first, with code and title', async () => {
    const body = await list('sortBy=start_date_desc&language=ja');
    expect(idsOf(body)).toEqual([ids.bousai, ids.sumida, ids.other, ids.percent]);
    expect(body.data[0]).toMatchObject({ code: expect.any(String), title: 'とよす防災フェア' });
    expect(body.meta).toEqual({ current_page: 1, last_page: 1 });
  });

  it('pages with meta.current_page and meta.last_page', async () => {
    const second = await list('page=2&per_page=3');
    expect(idsOf(second)).toEqual([ids.percent]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2 });
    expect((await list('page=9')).data).toEqual([]);
  });

  it('finds a keyword in title, company and address, Japanese included', async () => {
    expect(idsOf(await list(`keyword=${encodeURIComponent('隅田川')}`))).toEqual([ids.sumida]);
    expect(idsOf(await list(`keyword=${encodeURIComponent('まちづくり')}`))).toEqual([ids.bousai]);
    expect(idsOf(await list(`keyword=${encodeURIComponent('花川戸')}`))).toEqual([ids.sumida]);
    expect(idsOf(await list(`keyword=${encodeURIComponent('テスト用')}`))).toHaveLength(4);
    expect((await list('keyword=nothing-matches')).data).toEqual([]);
  });

  it('takes % and _ in a keyword literally', async () => {
    expect(idsOf(await list(`keyword=${encodeURIComponent('%')}`))).toEqual([ids.percent]);
    expect((await list(`keyword=${encodeURIComponent('_')}`)).data).toEqual([]);
  });

  it('filters by category and names categories in the asked language', async () => {
    const body = await list('category=4&language=en');
    expect(idsOf(body)).toEqual([ids.bousai]);
    expect(body.data[0]).toMatchObject({
      categories: [
        { id: 2, category: 'Safety & disaster prevention' },
        { id: 4, category: 'Childcare' },
      ],
    });
    expect(idsOf(await list('category='))).toHaveLength(4);
  });

  it('refuses bad parameters with 422', async () => {
    for (const query of ['page=0', 'sortBy=nope', 'per_page=1000', 'category=x']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/events?${query}` });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('OpenAPI', () => {
  it('lists every events call', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/events',
        '/api/events/{id}',
        '/api/events/{id}/comments',
        '/api/events/{id}/statements',
        '/api/auth/events',
        '/api/auth/events/update/{event_id}',
        '/api/auth/events/{id}',
        '/api/auth/user/events',
      ]),
    );
  });
});

describe('GET /api/events/{id}', () => {
  it('lists the statements linked to the event, newest first whatever their agrees', async () => {
    await ctx.db.insert(statements).values([
      { userId: user.id, title: 'たくさん', description: '…', eventId: ids.sumida, agreeCount: 7 },
      { userId: user.id, title: '少し', description: '…', eventId: ids.sumida, agreeCount: 1 },
      { userId: user.id, title: '無関係', description: '…' },
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/events/${ids.sumida}` });
    const { statements: linked } = res.json().data;
    expect(linked.map((s: { title: string }) => s.title)).toEqual(['少し', 'たくさん']);
    expect(linked[1]).toEqual({ id: expect.any(Number), title: 'たくさん', agree_count: 7 });
  });

  it('answers 404 for an unknown event and 422 for a bad id', async () => {
    expect((await ctx.app.inject({ url: '/api/events/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/events/abc' })).statusCode).toBe(422);
  });
});

describe('GET /api/auth/user/events', () => {
  it('lists only the user’s events by start date, latest first, ten at a time from offset', async () => {
    const res = await ctx.app.inject({
      url: '/api/auth/user/events?sortBy=DESC&offset=0',
      headers: organiser.auth,
    });
    expect(res.json()).toMatchObject({ totalPage: 1 });
    // Created as sumida (06-10), bousai (08-01), percent (04-01): the order is not creation's.
    expect(idsOf(res.json())).toEqual([ids.bousai, ids.sumida, ids.percent]);
    const later = await ctx.app.inject({
      url: '/api/auth/user/events?offset=2',
      headers: organiser.auth,
    });
    expect(idsOf(later.json())).toEqual([ids.percent]);
    const ascending = await ctx.app.inject({
      url: '/api/auth/user/events?sortBy=ASC',
      headers: organiser.auth,
    });
    expect(idsOf(ascending.json())).toEqual([ids.percent, ids.sumida, ids.bousai]);
    expect((await ctx.app.inject({ url: '/api/auth/user/events' })).statusCode).toBe(401);
  });
});

describe('event comments', () => {
  const post = (payload: unknown, headers: Record<string, string> = user.auth, id = ids.bousai) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/events/${id}/comments`,
      headers,
      payload,
    } as never);

  it('keeps a comment with a place and raises comments_count in the same step', async () => {
    const res = await post({
      comment: '参加します！',
      location: { lat: 35.6456, lng: 139.7853, locationName: '豊洲公園' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      comments_count: 1,
      data: {
        comment: '参加します！',
        username: '山田花子',
        avatar: null,
        address: '豊洲公園',
        latitude: 35.6456,
        longitude: 139.7853,
      },
    });
    const detail = await ctx.app.inject({ url: `/api/events/${ids.bousai}` });
    expect(detail.json().data.comments_count).toBe(1);
  });

  it('keeps a comment without a place (location empty, null or absent)', async () => {
    for (const location of [{}, null, '', undefined]) {
      const res = await post({ comment: '楽しみ', location });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ address: null, latitude: null, longitude: null });
    }
  });

  it('keeps a typed address without coordinates, but not half a coordinate', async () => {
    const res = await post({ comment: '駅から歩きます', location: { locationName: '豊洲駅' } });
    expect(res.json().data).toMatchObject({ address: '豊洲駅', latitude: null, longitude: null });
    expect((await post({ comment: 'x', location: { lat: 35 } })).statusCode).toBe(422);
  });

  it('lists comments newest first with the fields of SPEC §3', async () => {
    const res = await ctx.app.inject({ url: `/api/events/${ids.bousai}/comments` });
    const { data } = res.json();
    expect(data).toHaveLength(6);
    expect(data.at(-1)).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      comment: '参加します！',
      username: '山田花子',
      author_deleted: false,
      avatar: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      address: '豊洲公園',
      latitude: 35.6456,
      longitude: 139.7853,
    });
  });

  it('refuses guests, empty comments, bad places and unknown events', async () => {
    expect((await post({ comment: 'x' }, {})).statusCode).toBe(401);
    const empty = await post({ comment: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ comment: ['コメントを入力してください'] });
    expect((await post({ comment: 'x', location: { lat: 200, lng: 0 } })).statusCode).toBe(422);
    expect((await post({ comment: 'x' }, user.auth, 999_999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/events/999999/comments' })).statusCode).toBe(404);
    const detail = await ctx.app.inject({ url: `/api/events/${ids.bousai}` });
    expect(detail.json().data.comments_count).toBe(6);
  });
});
