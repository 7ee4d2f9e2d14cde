import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapStatementsResponse, Statement } from '@iagree/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { agreeWith, createStatementRow, createUser, type TestUser } from '../../test/factories.ts';
import { createStatement, updateStatement, validFields } from './statement-test-helpers.ts';

let ctx: TestContext;
let author: TestUser;
let other: TestUser;
let ids: Record<string, number>;

type Page = { data: Statement[]; totalPage: number };

async function list(query: string): Promise<Page> {
  const res = await ctx.app.inject({ url: `/api/statements?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
}
const find = async (keyword: string, extra = '') =>
  (await list(`keyword=${encodeURIComponent(keyword)}${extra}`)).data.map((item) => item.id);

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  other = await createUser(ctx.db);
  const readers = [];
  for (let i = 0; i < 3; i++) readers.push((await createUser(ctx.db)).id);
  const row = async (
    title: string,
    description: string,
    extra: Parameters<typeof createStatementRow>[2] = {},
  ) =>
    (await createStatementRow(ctx.db, extra.userId ?? author.id, { title, description, ...extra }))
      .id;
  ids = {
    parkTitle: await row('近所の公園にベンチを', '座る場所がありません。'),
    parkBody: await row('ベンチがほしい', '駅前の公園は座る場所がありません。', {
      categories: [1],
    }),
    bicycle: await row('駐輪場を増やして', '朝の駅前は自転車であふれています。', {
      categories: [2],
      status: 'done',
    }),
    english: await row('Open the PARK gate', 'The gate of the park is closed at night.', {
      userId: other.id,
    }),
    fullWidth: await row('ＷｉＦｉを公園に', '全角の英字で書かれた声です。'),
    percent: await row('100%の再生紙', '割合_記号のテスト'),
    near: await row('公園と自転車', '公園の近くに自転車置き場がほしい'),
    hidden: await row('隠された公園の声', '公園'),
    unrelated: await row('図書館の開館時間', '夜も開けてほしい。'),
  };
  await ctx.db
    .update(statements)
    .set({ hiddenAt: new Date(), hiddenReason: 'reports' })
    .where(eq(statements.id, ids.hidden!));
  // The title match with fewer agrees still comes before the description match with more.
  await agreeWith(ctx.db, ids.parkBody!, readers);
  await agreeWith(ctx.db, ids.near!, readers.slice(0, 2));
});
afterAll(() => ctx.close());

describe('GET /api/statements?keyword=', () => {
  it('finds two-character Japanese words inside unspaced text', async () => {
    expect(await find('駐輪')).toEqual([ids.bicycle]);
    expect((await find('公園')).sort()).toEqual(
      [ids.parkTitle, ids.parkBody, ids.fullWidth, ids.near].sort(),
    );
  });

  it('ranks by relevance: title matches first, then agrees, then newest', async () => {
    // Title matches: near (2 agrees), fullWidth, parkTitle (newest first); then parkBody.
    expect(await find('公園')).toEqual([ids.near, ids.fullWidth, ids.parkTitle, ids.parkBody]);
    expect(await find('公園', '&sortBy=relevance')).toEqual(await find('公園'));
  });

  it('matches English whatever its case, and full-width letters as half-width', async () => {
    expect(await find('park')).toEqual([ids.english]);
    expect(await find('ＰＡＲＫ')).toEqual([ids.english]);
    expect(await find('wifi')).toEqual([ids.fullWidth]);
  });

  it('narrows with every further word (AND), spaces of either width', async () => {
    expect(await find('公園 自転車')).toEqual([ids.near]);
    expect(await find('公園　自転車')).toEqual([ids.near]);
    expect(await find('公園 図書館')).toEqual([]);
  });

  it('takes % and _ literally, and finds one character too', async () => {
    expect(await find('%')).toEqual([ids.percent]);
    expect(await find('_')).toEqual([ids.percent]);
    expect(await find('0%の')).toEqual([ids.percent]);
    expect(await find('館')).toEqual([ids.unrelated]);
  });

  it('never finds a longer word from its bigrams apart', async () => {
    // "駅前の公園" holds 駅前 and 前の but "駅前公" nowhere.
    expect(await find('駅前公')).toEqual([]);
    expect(await find('前は自')).toEqual([ids.bicycle]);
  });

  it('keeps hidden statements out', async () => {
    expect(await find('隠された')).toEqual([]);
  });

  it('treats an empty keyword as none', async () => {
    const all = await list('keyword=%20%20');
    expect(all.data.map((item) => item.id)).toEqual((await list('')).data.map((item) => item.id));
  });

  it('goes with a category, a status, another sort, an author and paging', async () => {
    expect(await find('公園', '&category=1')).toEqual([ids.parkBody]);
    expect(await find('駅前', '&status=done')).toEqual([ids.bicycle]);
    expect(await find('公園', '&sortBy=created_at_asc')).toEqual([
      ids.parkTitle,
      ids.parkBody,
      ids.fullWidth,
      ids.near,
    ]);
    expect(await find('gate', `&user_id=${other.id}`)).toEqual([ids.english]);
    expect(await find('gate', `&user_id=${author.id}`)).toEqual([]);
    const first = await list(`keyword=${encodeURIComponent('公園')}&offset=0`);
    expect(first.totalPage).toBe(1);
    const beyond = await list(`keyword=${encodeURIComponent('公園')}&offset=2`);
    expect(beyond.data.map((item) => item.id)).toEqual([ids.parkTitle, ids.parkBody]);
  });

  it('counts the matches of a page past the last one', async () => {
    const beyond = await list(`keyword=${encodeURIComponent('公園')}&offset=20`);
    expect(beyond).toMatchObject({ data: [], totalPage: 1 });
  });

  it('pages a word found over 1,000 times along its sort, and counts up to 1,000', async () => {
    // Found in more statements than SEARCH_COUNT_LIMIT, in titles as anywhere: the page walks
    // the sort's index, relevance's title part too.
    const many = Array.from({ length: 1005 }, (_, n) => ({
      userId: author.id,
      title: `噴水の点検 ${n}`,
      description: '広場の噴水',
      agreeCount: n % 7,
    }));
    // More agreed than any title match, yet after all of them by relevance.
    const inText = Array.from({ length: 3 }, (_, n) => ({
      userId: author.id,
      title: `広場の声 ${n}`,
      description: '噴水を直してほしい',
      agreeCount: 50 + n,
    }));
    const inserted = await ctx.db
      .insert(statements)
      .values([...many, ...inText])
      .returning({ id: statements.id, agreeCount: statements.agreeCount });
    try {
      const byAgrees = (rows: typeof inserted) =>
        rows.toSorted((a, b) => b.agreeCount - a.agreeCount || b.id - a.id).map((row) => row.id);
      const titled = byAgrees(inserted.slice(0, many.length));
      const textOnly = byAgrees(inserted.slice(many.length));
      const first = await list(`keyword=${encodeURIComponent('噴水')}`);
      expect(first.totalPage).toBe(100);
      expect(first.data.map((item) => item.id)).toEqual(titled.slice(0, 10));
      // Past the cap's hundred pages each page is one query, not a walk: the title's last
      // five, then the three found in the text alone; then those three.
      expect(await find('噴水', '&offset=1000')).toEqual([...titled.slice(1000), ...textOnly]);
      expect(await find('噴水', '&offset=1005')).toEqual(textOnly);
      const third = await list(`keyword=${encodeURIComponent('噴水')}&sortBy=agree_desc&offset=20`);
      expect(third.data.map((item) => item.id)).toEqual(byAgrees(inserted).slice(20, 30));
      // Inserted at once: the oldest first is the lowest id first.
      const oldest = inserted.map((row) => row.id).toSorted((a, b) => a - b);
      expect(await find('噴水', '&sortBy=created_at_asc&offset=990')).toEqual(
        oldest.slice(990, 1000),
      );
    } finally {
      await ctx.db.delete(statements).where(
        inArray(
          statements.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });

  it('lists one author’s statements with user_id', async () => {
    const page = await list(`user_id=${other.id}`);
    expect(page.data.map((item) => item.id)).toEqual([ids.english]);
    expect(page.totalPage).toBe(1);
  });
});

describe('GET /api/statements?keyword= by reading', () => {
  // In Osaka: away from the map's box below.
  const fields = { ...validFields, latitude: '34.69', longitude: '135.50' };
  // The first reading loads the analyser's dictionary: seconds on a busy machine.
  it(
    'finds kanji from their reading in hiragana or katakana, and katakana from hiragana',
    {
      timeout: 60_000,
    },
    async () => {
      // A post's readings are made after its answer, with those of the rows written before.
      const posted = await createStatement(ctx, author.auth, {
        ...fields,
        title: '駐輪場に屋根を',
        description: '雨の日は自転車が濡れます。',
      });
      expect(posted.statusCode).toBe(201);
      const id = posted.json<{ data: Statement }>().data.id;
      await ctx.app.background.drain();
      const parks = [ids.parkTitle, ids.parkBody, ids.fullWidth, ids.near].sort();
      expect((await find('こうえん')).sort()).toEqual(parks);
      expect((await find('コウエン')).sort()).toEqual(parks);
      expect((await find('ちゅうりん')).sort()).toEqual([ids.bicycle, id].sort());
      expect(await find('ちゅうりんじょうに')).toEqual([id]);
      expect((await find('べんち')).sort()).toEqual([ids.parkTitle, ids.parkBody].sort());
      // A reading is a word of the title: title matches first, as with the kanji.
      expect(await find('こうえん')).toEqual(await find('公園'));
      expect(await find('こうえん じてんしゃ')).toEqual([ids.near]);
    },
  );

  it('reads an edited statement anew', async () => {
    const posted = await createStatement(ctx, author.auth, {
      ...fields,
      title: '横断歩道を広く',
      description: '通学路です。',
    });
    const id = posted.json<{ data: Statement }>().data.id;
    await ctx.app.background.drain();
    expect(await find('おうだん')).toEqual([id]);
    const edited = await updateStatement(ctx, author.auth, id, {
      ...fields,
      title: '図書館の本を増やして',
      description: '通学路です。',
    });
    expect(edited.statusCode).toBe(200);
    await ctx.app.background.drain();
    expect(await find('おうだん')).toEqual([]);
    expect((await find('としょかん')).sort()).toEqual([ids.unrelated, id].sort());
    const [row] = await ctx.db
      .select({ title: statements.titleReading, description: statements.descriptionReading })
      .from(statements)
      .where(eq(statements.id, id));
    expect(row).toEqual({ title: 'トショカンノホンヲフヤシテ', description: 'ツウガクロデス' });
  });

  it('keeps each title’s own vector as the migration fills it: the title part of the whole', async () => {
    // Relevance reads `title_vector` (decision 042); the migration filled it for existing rows
    // from `search_vector`'s weights A and C, the trigger writes it for new and edited ones.
    await ctx.app.background.drain();
    const rows = await ctx.db
      .select({
        id: statements.id,
        same: sql<boolean>`${statements.titleVector} = ts_filter(${statements.searchVector}, '{a,c}')`,
        empty: sql<boolean>`${statements.titleVector} = ''::tsvector`,
      })
      .from(statements);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => !r.same || r.empty)).toEqual([]);
  });
});

describe('GET /api/map/statements?keyword=', () => {
  it('shows only the matching statements', async () => {
    const located = await createStatementRow(ctx.db, author.id, {
      title: '公園の噴水',
      latitude: 35.68,
      longitude: 139.76,
    });
    await createStatementRow(ctx.db, author.id, {
      title: '図書館',
      latitude: 35.69,
      longitude: 139.77,
    });
    const box = 'top_x=139.6&top_y=35.8&bottom_x=139.9&bottom_y=35.6';
    const res = await ctx.app.inject({
      url: `/api/map/statements?${box}&keyword=${encodeURIComponent('噴水')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<MapStatementsResponse>().data.map((item) => item.id)).toEqual([located.id]);
    const all = await ctx.app.inject({ url: `/api/map/statements?${box}` });
    expect(all.json<MapStatementsResponse>().data).toHaveLength(2);
  });
});
