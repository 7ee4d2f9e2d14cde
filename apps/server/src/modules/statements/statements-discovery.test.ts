import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_STATEMENT_DESCRIPTION_LENGTH,
  type PublicUser,
  type SimilarStatement,
  type Statement,
} from '@iagree/contract';
import { queryRows } from '../../db/client.ts';
import { agrees, events, statementComments, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { SIMILAR_DESCRIPTION_CHARS, weighedDescription } from './similar.ts';
import {
  commentOn,
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';

const DAY = 24 * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let ctx: TestContext;
let author: TestUser;
let readers: TestUser[];

type Page = { data: Statement[]; totalPage: number };
async function list(query: string): Promise<Page> {
  const res = await ctx.app.inject({ url: `/api/statements?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
}
const idsOf = (page: Page) => page.data.map((item) => item.id);

const hide = (id: number) =>
  ctx.db
    .update(statements)
    .set({ hiddenAt: new Date(), hiddenReason: 'reports' })
    .where(eq(statements.id, id));

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  readers = [];
  for (let i = 0; i < 4; i++) readers.push(await createUser(ctx.db));
});
afterAll(() => ctx.close());

/** Agrees of `count` readers on the statement, made `age` ago. */
async function agreedAgo(statementId: number, count: number, age: number) {
  await ctx.db.insert(agrees).values(
    readers.slice(0, count).map((reader) => ({
      userId: reader.id,
      statementId,
      createdAt: ago(age),
    })),
  );
}

describe('sortBy=trending', () => {
  it('orders by recent agrees and comments, recent ones weighing more, within 7 days', async () => {
    const old = await createStatementRow(ctx.db, author.id, { title: '古い話題', agreeCount: 4 });
    const recent = await createStatementRow(ctx.db, author.id, { title: '今の話題' });
    const commented = await createStatementRow(ctx.db, author.id, { title: '議論の話題' });
    const quiet = await createStatementRow(ctx.db, author.id, { title: '静かな声' });
    const hidden = await createStatementRow(ctx.db, author.id, { title: '隠れた話題' });
    // Four agrees six days ago weigh less than two today; eight days ago do not count.
    await agreedAgo(old.id, 4, 6 * DAY);
    await agreedAgo(recent.id, 2, 3_600_000);
    await agreedAgo(quiet.id, 4, 8 * DAY);
    await commentOn(ctx.db, commented.id, readers[0]!.id, { createdAt: ago(3_600_000) });
    await agreedAgo(hidden.id, 4, 60_000);
    await hide(hidden.id);
    const page = await list('sortBy=trending');
    // A comment (3) outweighs two agrees (2), which outweigh four of six days ago (4·e^-3).
    expect(idsOf(page)).toEqual([commented.id, recent.id, old.id]);
    expect(page.totalPage).toBe(1);
    expect(idsOf(await list(`sortBy=trending&keyword=${encodeURIComponent('今の')}`))).toEqual([
      recent.id,
    ]);
  });

  it('follows un-agrees, deleted and hidden comments, and pages', async () => {
    const writer = await createUser(ctx.db);
    // The rows change under the guests' answer cache, which only writes through the API bump.
    const listed = async () => {
      await ctx.app.answerCache.bump();
      return idsOf(await list(`sortBy=trending&user_id=${writer.id}`));
    };
    const discussed = await createStatementRow(ctx.db, writer.id, { title: '議論' });
    const agreed = await createStatementRow(ctx.db, writer.id, { title: '賛同' });
    const comment = await commentOn(ctx.db, discussed.id, readers[0]!.id);
    await agreedAgo(agreed.id, 2, 60_000);
    expect(await listed()).toEqual([discussed.id, agreed.id]);
    await ctx.db
      .update(statementComments)
      .set({ hiddenAt: new Date(), hiddenReason: 'reports' })
      .where(eq(statementComments.id, comment.id));
    expect(await listed()).toEqual([agreed.id]);
    await ctx.db
      .update(statementComments)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(eq(statementComments.id, comment.id));
    expect(await listed()).toEqual([discussed.id, agreed.id]);
    await ctx.db.delete(statementComments).where(eq(statementComments.id, comment.id));
    const [gone] = await ctx.db.select().from(statements).where(eq(statements.id, discussed.id));
    expect([gone?.trendScore, gone?.trendedAt]).toEqual([null, null]);
    await ctx.db
      .delete(agrees)
      .where(and(eq(agrees.statementId, agreed.id), eq(agrees.userId, readers[0]!.id)));
    expect(await listed()).toEqual([agreed.id]);
    const page = await list(`sortBy=trending&user_id=${writer.id}&offset=10`);
    expect([idsOf(page), page.totalPage]).toEqual([[], 1]);
  });

  it('keeps ln Σ w·e^((t − 2026-01-01)/τ) of the agrees and visible comments', async () => {
    const writer = await createUser(ctx.db);
    const row = await createStatementRow(ctx.db, writer.id);
    const times = [ago(3 * DAY), ago(DAY), ago(9 * DAY)];
    await agreedAgo(row.id, 2, 3 * DAY);
    await commentOn(ctx.db, row.id, readers[1]!.id, { createdAt: times[1] });
    await commentOn(ctx.db, row.id, readers[2]!.id, { createdAt: times[2] });
    await commentOn(ctx.db, row.id, readers[3]!.id, { createdAt: ago(0), hiddenAt: new Date() });
    await ctx.db
      .delete(agrees)
      .where(and(eq(agrees.statementId, row.id), eq(agrees.userId, readers[1]!.id)));
    const epoch = Date.parse('2026-01-01T00:00:00Z');
    const tau = 2 * DAY;
    const term = (weight: number, at: Date) => weight * Math.exp((at.getTime() - epoch) / tau);
    const expected = Math.log(term(1, times[0]!) + term(3, times[1]!) + term(3, times[2]!));
    const [kept] = await ctx.db.select().from(statements).where(eq(statements.id, row.id));
    // float8 in PostgreSQL and each Node's Math.exp/log differ in the last bits (~1e-9 on a score
    // of ~165); a weight or a time off by anything would move it by far more than 1e-6.
    expect(kept?.trendScore).toBeCloseTo(expected, 6);
    expect(kept?.trendedAt?.getTime()).toBe(times[1]!.getTime());
  });
});

describe('sortBy=nearby', () => {
  it('orders by distance, pages on, and puts statements without a place last', async () => {
    const user = await createUser(ctx.db);
    const at = (title: string, latitude: number | null, longitude: number | null) =>
      createStatementRow(ctx.db, user.id, { title, latitude, longitude });
    // Around Tokyo station (35.681, 139.767), at growing distances, plus Osaka and Sapporo.
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await at(`近く${i}`, 35.681 + i * 0.01, 139.767));
    const osaka = await at('大阪', 34.69, 135.5);
    const sapporo = await at('札幌', 43.06, 141.35);
    const nowhere = await at('場所なし', null, null);
    const place = `latitude=35.681&longitude=139.767&user_id=${user.id}`;
    const first = await list(`sortBy=nearby&${place}`);
    expect(idsOf(first)).toEqual(made.slice(0, 10).map((row) => row.id));
    expect(first.totalPage).toBe(2);
    const second = await list(`sortBy=nearby&${place}&offset=10`);
    expect(idsOf(second)).toEqual([made[10]!.id, made[11]!.id, osaka.id, sapporo.id, nowhere.id]);
    // Unnarrowed, it holds every visible statement: the plain list's count.
    const everyone = await list('sortBy=nearby&latitude=35.681&longitude=139.767');
    expect(everyone.totalPage).toBe((await list('sortBy=created_at_desc')).totalPage);
  });

  it('finds the nearest across the antimeridian', async () => {
    const user = await createUser(ctx.db);
    const east = await createStatementRow(ctx.db, user.id, { latitude: 0, longitude: 179.9 });
    const west = await createStatementRow(ctx.db, user.id, { latitude: 0, longitude: -179.95 });
    const far = await createStatementRow(ctx.db, user.id, { latitude: 0, longitude: 170 });
    const page = await list(`sortBy=nearby&latitude=0&longitude=-179.99&user_id=${user.id}`);
    expect(idsOf(page)).toEqual([west.id, east.id, far.id]);
  });

  it('answers 422 without a whole place', async () => {
    for (const query of [
      'sortBy=nearby',
      'sortBy=nearby&latitude=35',
      'latitude=35',
      'longitude=139',
      'sortBy=nearby&latitude=95&longitude=139',
    ]) {
      const res = await ctx.app.inject({ url: `/api/statements?${query}&language=en` });
      expect(res.statusCode, query).toBe(422);
    }
    const res = await ctx.app.inject({ url: '/api/statements?sortBy=nearby&language=en' });
    expect(res.json<{ errors: Record<string, string[]> }>().errors.latitude).toEqual([
      'Sorting by distance needs a place (latitude and longitude)',
    ]);
  });
});

describe('GET /api/statements/similar', () => {
  // A town's everyday requests, so that words have their usual frequencies: what a rare word
  // weighs is measured against them.
  beforeAll(async () => {
    const places = ['図書館', '公民館', '市役所', '体育館', '児童館', '病院', '小学校', '商店街'];
    const wishes = [
      'のベンチを増やしてほしい',
      'の職員を増やしてほしい',
      'の花壇を増やしてほしい',
      'の手すりを増やしてほしい',
      'のトイレをきれいにして',
      'の照明を明るくして',
      'の段差をなくして',
      'の案内を分かりやすくして',
    ];
    await ctx.db.insert(statements).values(
      places.flatMap((place) =>
        wishes.map((wish) => ({
          userId: author.id,
          title: `${place}${wish}`,
          description: `${place}をよく使います。`,
        })),
      ),
    );
  });

  it('shows up to five similar visible statements, best first, and nothing unrelated', async () => {
    const user = await createUser(ctx.db);
    const same = await createStatementRow(ctx.db, user.id, {
      title: '駅前に駐輪場を増やしてほしい',
      description: '自転車があふれています。',
    });
    const close = [];
    for (let i = 0; i < 5; i++) {
      close.push(
        await createStatementRow(ctx.db, user.id, {
          title: `駐輪場を駅前に${'作って'.repeat(i + 1)}`,
          description: '駐輪場が足りません。',
        }),
      );
    }
    const hidden = await createStatementRow(ctx.db, user.id, {
      title: '駅前に駐輪場を増やしてほしい',
      description: '自転車があふれています。',
    });
    await hide(hidden.id);
    await createStatementRow(ctx.db, user.id, {
      title: '図書館の開館時間を延ばして',
      description: '夜も使いたいです。',
    });
    const ask = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/statements/similar?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: SimilarStatement[] }>().data;
    };
    const found = await ask(`title=${encodeURIComponent('駅前の駐輪場を増やしてほしい')}`);
    expect(found).toHaveLength(5);
    expect(found[0]!.id).toBe(same.id);
    expect(found.map((item) => item.id)).not.toContain(hidden.id);
    expect(found.every((item) => item.agree_flag === false)).toBe(true);
    expect(await ask(`title=${encodeURIComponent('図書館の開館時間を延ばして')}`)).toHaveLength(1);
    expect(await ask(`title=${encodeURIComponent('海水浴場の監視員')}`)).toEqual([]);
    // With the planner's statistics every bigram of this small table is common: the rarest
    // still find the candidates.
    await ctx.db.execute(sql`ANALYZE statements`);
    const analyzed = await ask(`title=${encodeURIComponent('駅前の駐輪場を増やしてほしい')}`);
    expect(analyzed[0]?.id).toBe(same.id);
    const missing = await ctx.app.inject({ url: '/api/statements/similar?title=' });
    expect(missing.statusCode).toBe(422);
  });

  it('weighs rare words over common phrases, and shows nothing rather than noise', async () => {
    const user = await createUser(ctx.db);
    const wishes = ['街灯', '保育園の定員', 'ゴミ箱', '歩道の幅', '公衆トイレ', '図書館の本'];
    for (const wish of wishes) {
      await createStatementRow(ctx.db, user.id, {
        title: `${wish}を増やしてほしい`,
        description: `${wish}をよく使います。`,
      });
    }
    const camera = await createStatementRow(ctx.db, user.id, {
      title: '防犯カメラを増やしてほしい',
      description: '夜の公園が暗くて怖いです。',
    });
    const ask = async (title: string) => {
      const res = await ctx.app.inject({
        url: `/api/statements/similar?title=${encodeURIComponent(title)}`,
      });
      return res.json<{ data: SimilarStatement[] }>().data.map((item) => item.id);
    };
    // Only the shared 増やしてほしい: nothing.
    expect(await ask('プールの監視員を増やしてほしい')).toEqual([]);
    // The rare words decide, whatever the common phrase around them.
    expect(await ask('防犯カメラを増やしてほしい')).toEqual([camera.id]);
    expect(await ask('防犯カメラの設置')).toEqual([camera.id]);
    // The same once the planner's statistics name the common bigrams.
    await ctx.db.execute(sql`ANALYZE statements`);
    expect(await ask('プールの監視員を増やしてほしい')).toEqual([]);
    expect(await ask('防犯カメラを増やしてほしい')).toEqual([camera.id]);
  });

  it('weighs a bounded part of a long description: 10,000 characters cost what 1,000 do', async () => {
    // Distinct characters, so that every bigram is one more lexeme: the worst case.
    const long = Array.from({ length: MAX_STATEMENT_DESCRIPTION_LENGTH }, (_, i) =>
      String.fromCodePoint(0x4e00 + i),
    ).join('');
    const lexemes = async (text: string) => {
      const [row] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT length(search_grams(${text}, 'B')) AS n`,
      );
      return Number(row!.n);
    };
    const weighed = weighedDescription(long);
    expect(Array.from(weighed)).toHaveLength(SIMILAR_DESCRIPTION_CHARS);
    expect(weighed).toBe(long.slice(0, SIMILAR_DESCRIPTION_CHARS));
    expect(await lexemes(weighed)).toBeLessThanOrEqual(SIMILAR_DESCRIPTION_CHARS);
    expect(await lexemes(long)).toBeGreaterThan(9 * SIMILAR_DESCRIPTION_CHARS);
    // Cut between characters, never inside one written as two UTF-16 units.
    expect(weighedDescription('𠮷'.repeat(SIMILAR_DESCRIPTION_CHARS + 1))).toBe(
      '𠮷'.repeat(SIMILAR_DESCRIPTION_CHARS),
    );
    const res = await ctx.app.inject({
      url: `/api/statements/similar?${new URLSearchParams({ title: '駐輪場', description: long })}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('sets the agree flag of a signed-in reader', async () => {
    const user = await createUser(ctx.db);
    const row = await createStatementRow(ctx.db, user.id, { title: '横断歩道の信号を長く' });
    await ctx.db.insert(agrees).values({ userId: readers[0]!.id, statementId: row.id });
    const res = await ctx.app.inject({
      url: `/api/statements/similar?title=${encodeURIComponent('横断歩道の信号を長くして')}`,
      headers: readers[0]!.auth,
    });
    expect(res.json<{ data: SimilarStatement[] }>().data).toEqual([
      { id: row.id, title: '横断歩道の信号を長く', agree_count: 0, agree_flag: true },
    ]);
  });
});

describe('GET /api/users/{id}', () => {
  it('shows name, avatar and counts of visible things, never the e-mail', async () => {
    const user = await createUser(ctx.db, { name: '公開 太郎', avatar: 'avatars/taro.webp' });
    await createStatementRow(ctx.db, user.id);
    const hidden = await createStatementRow(ctx.db, user.id);
    await hide(hidden.id);
    await createEventRow(ctx.db, user.id);
    const hiddenEvent = await createEventRow(ctx.db, user.id);
    await ctx.db
      .update(events)
      .set({ hiddenAt: new Date(), hiddenReason: 'reports' })
      .where(eq(events.id, hiddenEvent.id));
    const res = await ctx.app.inject({ url: `/api/users/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(user.email);
    const profile = res.json<{ data: PublicUser }>().data;
    expect(profile).toMatchObject({
      id: user.id,
      name: '公開 太郎',
      statement_count: 1,
      event_count: 1,
    });
    expect(profile.avatar).toMatch(/taro\.webp$/);
    const events_ = await ctx.app.inject({ url: `/api/events?user_id=${user.id}` });
    expect(events_.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('answers 404 in the caller’s language for an unknown id', async () => {
    const res = await ctx.app.inject({ url: '/api/users/999999?language=en' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('The user was not found.');
  });
});
