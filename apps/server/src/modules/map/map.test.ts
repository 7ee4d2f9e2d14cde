import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapEventsResponse, MapStatementsResponse } from '@iagree/contract';
import { statementImages } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createEventRow, createStatementRow, createUser } from '../../test/factories.ts';
import { startOfTokyoDay } from './range.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let ids: Record<string, number>;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
/** A Tokyo calendar date `days` from today. */
const tokyoDay = (days: number) =>
  new Date(startOfTokyoDay(now).getTime() + days * DAY + 9 * HOUR).toISOString().slice(0, 10);

/** Central Tokyo: west 139.6, north 35.8, east 139.9, south 35.6. */
const TOKYO = 'top_x=139.6&top_y=35.8&bottom_x=139.9&bottom_y=35.6';

beforeAll(async () => {
  ctx = await buildTestApp();
  const hanako = await createUser(ctx.db, { name: '山田花子', avatar: 'avatars/hanako.webp' });
  const organiser = await createUser(ctx.db, { role: 1 });
  const at = (
    latitude: number,
    longitude: number,
    createdAt: Date,
    title: string,
    more: Parameters<typeof createStatementRow>[2] = {},
  ) =>
    createStatementRow(ctx.db, hanako.id, {
      ...more,
      title,
      latitude,
      longitude,
      address: `${title}の住所`,
      createdAt,
      agreeCount: 3,
      commentCount: 1,
      description: 'あ'.repeat(300),
    });
  const rows = {
    // Inside the box, one per range.
    hour: await at(
      35.68,
      139.76,
      ago(Math.min(HOUR, now.getTime() - startOfTokyoDay(now).getTime()) / 2),
      '一時間以内',
    ),
    days3: await at(35.7, 139.8, ago(3 * DAY), '三日前', { categories: [1, 2] }),
    days20: await at(35.65, 139.7, ago(20 * DAY), '二十日前', {
      categories: [1],
      status: 'done',
    }),
    days200: await at(35.62, 139.65, ago(200 * DAY), '二百日前'),
    years2: await at(35.75, 139.85, ago(730 * DAY), '二年前'),
    // On the box's edge: inside.
    edge: await at(35.8, 139.6, ago(5 * DAY), '北西の角'),
    // Outside: Osaka, and just east of the box.
    osaka: await at(34.69, 135.5, ago(DAY), '大阪'),
    east: await at(35.7, 139.91, ago(DAY), '東の外'),
    noPlace: await createStatementRow(ctx.db, hanako.id, { title: '場所なし' }),
  };
  await ctx.db.insert(statementImages).values({
    statementId: rows.days3.id,
    position: 0,
    key: 'statements/a.webp',
    thumbKey: 'statements/a-thumb.webp',
    width: 10,
    height: 10,
  });
  const event = (title: string, startDate: string, endDate: string, latitude?: number) =>
    createEventRow(ctx.db, organiser.id, {
      title,
      startDate,
      endDate,
      latitude,
      longitude: latitude === undefined ? undefined : 139.75,
      address: latitude === undefined ? undefined : '東京都千代田区',
      companyName: '千代田まちづくり',
    });
  const events = {
    past: await event('先月のイベント', tokyoDay(-40), tokyoDay(-35), 35.7),
    today: await event('開催中', tokyoDay(-1), tokyoDay(1), 35.69),
    nextWeek: await event('五日後', tokyoDay(5), tokyoDay(5), 35.68),
    nextMonth: await event('二十日後', tokyoDay(20), tokyoDay(21), 35.67),
    nextYear: await event('半年後', tokyoDay(180), tokyoDay(180), 35.66),
    noPlace: await event('場所未定', tokyoDay(0), tokyoDay(0)),
  };
  ids = {
    ...Object.fromEntries(Object.entries(rows).map(([key, row]) => [key, row.id])),
    ...Object.fromEntries(Object.entries(events).map(([key, row]) => [`event_${key}`, row.id])),
  };
});
afterAll(() => ctx.close());

async function map<T = MapStatementsResponse>(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const idsOf = (body: { data: { id: number }[] }) =>
  body.data.map((item) => item.id).sort((a, b) => a - b);
const expected = (...keys: string[]) =>
  keys.map((key) => ids[key]).sort((a, b) => (a ?? 0) - (b ?? 0));

describe('GET /api/map/statements', () => {
  it('answers the statements inside the box, edges included, and no clusters', async () => {
    const body = await map(`/api/map/statements?${TOKYO}`);
    expect(idsOf(body)).toEqual(expected('hour', 'days3', 'days20', 'days200', 'years2', 'edge'));
    expect(body.clusters).toEqual([]);
  });

  it('is the default type, and all is the default range', async () => {
    const body = await map(`/api/map?${TOKYO}`);
    expect(idsOf(body)).toEqual(expected('hour', 'days3', 'days20', 'days200', 'years2', 'edge'));
  });

  it('gives what the info window shows, in the caller’s language', async () => {
    const ja = await map(`/api/map/statements?${TOKYO}&language=ja`);
    const item = ja.data.find((statement) => statement.id === ids.days3);
    expect(item).toEqual({
      id: ids.days3,
      title: '三日前',
      description: 'あ'.repeat(140),
      latitude: 35.7,
      longitude: 139.8,
      address: '三日前の住所',
      agree_count: 3,
      comment_count: 1,
      username: '山田花子',
      avatar: '/media/avatars/hanako.webp',
      image: '/media/statements/a-thumb.webp',
      created_at: expect.any(String),
      created_distance_time: '3日前',
    });
    const en = await map(`/api/map/statements?${TOKYO}`.replace('?', '?language=en&'));
    expect(en.data.find((s) => s.id === ids.days3)?.created_distance_time).toBe('3 days ago');
  });

  it.each([
    ['today', ['hour']],
    ['week', ['hour', 'days3', 'edge']],
    ['month', ['hour', 'days3', 'edge', 'days20']],
    ['year', ['hour', 'days3', 'edge', 'days20', 'days200']],
    ['all', ['hour', 'days3', 'edge', 'days20', 'days200', 'years2']],
  ])('range=%s keeps the statements posted within it', async (range, keys) => {
    const body = await map(`/api/map/statements?${TOKYO}&range=${range}`);
    expect(idsOf(body)).toEqual(expected(...keys));
  });

  it('applies the list’s category and statuses, so that the map and the list tell one story', async () => {
    expect(idsOf(await map(`/api/map/statements?${TOKYO}&category=1`))).toEqual(
      expected('days3', 'days20'),
    );
    expect(idsOf(await map(`/api/map/statements?${TOKYO}&status=done`))).toEqual(
      expected('days20'),
    );
    expect(idsOf(await map(`/api/map/statements?${TOKYO}&category=2&status=done`))).toEqual([]);
    expect(idsOf(await map(`/api/map/statements?${TOKYO}&category=1&range=week`))).toEqual(
      expected('days3'),
    );
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/map/statements?${TOKYO}&status=nonsense&category=x`,
      headers: { 'x-client-locale': 'en' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'status.0']);
    expect(bad.json().message).toBeTruthy();
  });

  it('takes a box that crosses the antimeridian', async () => {
    const body = await map('/api/map/statements?top_x=170&top_y=50&bottom_x=-170&bottom_y=30');
    expect(body.data).toEqual([]);
    const wide = await map('/api/map/statements?top_x=139.7&top_y=36&bottom_x=136&bottom_y=34');
    // West 139.7 → east 136 goes the long way round, around the world, edges included.
    expect(idsOf(wide)).toEqual(expected('hour', 'days3', 'days20', 'years2', 'osaka', 'east'));
  });
});

describe('GET /api/map/events', () => {
  const area = 'top_x=139.7&top_y=35.8&bottom_x=139.8&bottom_y=35.6';

  it('answers the events with a place inside the box, with dates and company', async () => {
    const body = await map<MapEventsResponse>(`/api/map/events?${area}`);
    expect(idsOf(body)).toEqual(
      expected('event_past', 'event_today', 'event_nextWeek', 'event_nextMonth', 'event_nextYear'),
    );
    expect(body.data.find((event) => event.id === ids.event_today)).toEqual({
      id: ids.event_today,
      title: '開催中',
      latitude: 35.69,
      longitude: 139.75,
      address: '東京都千代田区',
      start_date: tokyoDay(-1),
      end_date: tokyoDay(1),
      company_name: '千代田まちづくり',
      event_img: null,
      comments_count: 0,
    });
  });

  it.each([
    ['today', ['event_today']],
    ['week', ['event_today', 'event_nextWeek']],
    ['month', ['event_today', 'event_nextWeek', 'event_nextMonth']],
    ['year', ['event_today', 'event_nextWeek', 'event_nextMonth', 'event_nextYear']],
  ])('range=%s keeps the events taking place from today within it', async (range, keys) => {
    const body = await map<MapEventsResponse>(`/api/map/events?${area}&range=${range}`);
    expect(idsOf(body)).toEqual(expected(...keys));
  });
});
