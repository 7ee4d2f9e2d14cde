import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DATA_FIELDS, OPEN_DATA_LICENSE, OPEN_DATA_PATHS } from '@iagree/contract';
import { statements, users } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  agreeWith,
  commentOn,
  createDepartmentRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;

const AUTHOR_NAME = '公開されない名前';

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db, { name: AUTHOR_NAME });
  reader = await createUser(ctx.db);
});
afterAll(() => ctx.close());

/** RFC 4180, read the long way: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return rows;
}

const getCsv = (query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `${OPEN_DATA_PATHS.csv}${query}`, headers });
const getGeojson = (query = '') => ctx.app.inject({ url: `${OPEN_DATA_PATHS.geojson}${query}` });

/** The CSV's records by id, each as its header's names to its cells. */
async function csvRecords(query = '') {
  const res = await getCsv(query);
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
  return new Map(
    rows.map((cells) => {
      const record = Object.fromEntries(header!.map((name, i) => [name, cells[i]]));
      return [Number(record.id), record];
    }),
  );
}

interface Feature {
  type: string;
  id: number;
  geometry: { type: string; coordinates: number[] } | null;
  properties: Record<string, unknown>;
}

const hide = (id: number) =>
  ctx.db
    .update(statements)
    .set({ hiddenAt: new Date(), hiddenReason: 'reports' })
    .where(eq(statements.id, id));

describe('GET /api/open-data/statements.csv', () => {
  it('is UTF-8 with a BOM, one header row of the documented fields, CRLF lines, as an attachment', async () => {
    await createStatementRow(ctx.db, author.id);
    const res = await getCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe('attachment; filename="iagree-statements.csv"');
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=300');
    expect(res.headers.link).toBe(`<${OPEN_DATA_LICENSE.url}>; rel="license"`);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${OPEN_DATA_FIELDS.join(',')}`);
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and defuses formulas', async () => {
    const tricky = await createStatementRow(ctx.db, author.id, {
      title: '歩道, 車道と "自転車"',
      description: '一行目\r\n二行目\n三行目, "引用"',
      address: '=HYPERLINK("http://evil.example")',
    });
    const res = await getCsv();
    expect(res.body).toContain(
      `${tricky.id},"歩道, 車道と ""自転車""","一行目\r\n二行目\n三行目, ""引用"""`,
    );
    const record = (await csvRecords()).get(tricky.id);
    expect(record).toMatchObject({
      title: '歩道, 車道と "自転車"',
      description: '一行目\r\n二行目\n三行目, "引用"',
      // A spreadsheet shows the text instead of running it.
      address: `'=HYPERLINK("http://evil.example")`,
    });
  });

  it('writes each field: categories in the asked language, place as given, counts and times', async () => {
    const parks = await createDepartmentRow(ctx.db, { name: '公園課' });
    const placed = await createStatementRow(ctx.db, author.id, {
      departmentId: parks.id,
      title: '公園にベンチを',
      categories: [11, 1],
      latitude: 35.681236,
      longitude: 139.767125,
      address: '東京都千代田区丸の内1丁目',
      createdAt: new Date('2026-03-01T09:30:15.123Z'),
      updatedAt: new Date('2026-03-02T10:00:00.000Z'),
      status: 'done',
      answer: '設置しました。',
      answeredAt: new Date('2026-03-05T01:02:03.000Z'),
    });
    await agreeWith(ctx.db, placed.id, [reader.id]);
    await commentOn(ctx.db, placed.id, reader.id);
    const unplaced = await createStatementRow(ctx.db, author.id);

    const ja = await csvRecords();
    expect(ja.get(placed.id)).toEqual({
      id: String(placed.id),
      title: '公園にベンチを',
      description: 'テスト用の声です。',
      categories: '環境・ごみ; 公園・まちづくり',
      status: 'done',
      department: '公園課',
      latitude: '35.681236',
      longitude: '139.767125',
      address: '東京都千代田区丸の内1丁目',
      agree_count: '1',
      comment_count: '1',
      created_at: '2026-03-01T09:30:15Z',
      // The answer came after the last edit.
      updated_at: '2026-03-05T01:02:03Z',
    });
    expect(ja.get(unplaced.id)).toMatchObject({
      categories: '',
      department: '',
      latitude: '',
      longitude: '',
      address: '',
    });
    const en = await csvRecords('?language=en');
    expect(en.get(placed.id)?.categories).toBe('Environment; Parks & town planning');
  });

  it('leaves out hidden statements, blocked authors’ and every trace of who wrote', async () => {
    const hidden = await createStatementRow(ctx.db, author.id);
    await hide(hidden.id);
    const blocked = await createUser(ctx.db, { blockedAt: new Date() });
    const ofBlocked = await createStatementRow(ctx.db, blocked.id, {
      hiddenAt: new Date(),
      hiddenReason: 'blocked',
    });
    const leaver = await createUser(ctx.db, { name: '退会する人' });
    const left = await createStatementRow(ctx.db, leaver.id);
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(), name: '', email: `deleted:${leaver.id}` })
      .where(eq(users.id, leaver.id));
    const visible = await createStatementRow(ctx.db, author.id);

    const res = await getCsv();
    const ids = [...(await csvRecords()).keys()];
    expect(ids).toContain(visible.id);
    // A deleted account's statements stay, as they do in the app, without their author.
    expect(ids).toContain(left.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(ofBlocked.id);
    for (const trace of [AUTHOR_NAME, author.email, '退会する人', leaver.email, 'deleted:']) {
      expect(res.body).not.toContain(trace);
    }
  });

  it('answers 304 to the current ETag, and a new tag once an agree, an edit, a hand-over or a hide changes it', async () => {
    const statement = await createStatementRow(ctx.db, author.id);
    const first = await getCsv();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await getCsv('', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const tags = new Set([etag]);
    const expectNewTag = async () => {
      const res = await getCsv('', { 'if-none-match': [...tags].join(', ') });
      expect(res.statusCode).toBe(200);
      tags.add(res.headers.etag as string);
    };
    await agreeWith(ctx.db, statement.id, [reader.id]);
    await expectNewTag();
    await ctx.db
      .update(statements)
      .set({ title: '直しました', updatedAt: new Date() })
      .where(eq(statements.id, statement.id));
    await expectNewTag();
    const roads = await createDepartmentRow(ctx.db, { name: '道路課' });
    await ctx.db
      .update(statements)
      .set({ departmentId: roads.id })
      .where(eq(statements.id, statement.id));
    await expectNewTag();
    await hide(statement.id);
    await expectNewTag();
    // The other file and the other language are other documents.
    expect((await getGeojson()).headers.etag).not.toBe((await getCsv()).headers.etag);
    expect((await getCsv('?language=en')).headers.etag).not.toBe((await getCsv()).headers.etag);
  });

  it('reads a city batch after batch: every statement once, in id order', async () => {
    const before = [...(await csvRecords()).keys()];
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      userId: author.id,
      title: `まとめて${i}`,
      description: '多くの声',
    }));
    const inserted = await ctx.db.insert(statements).values(rows).returning({ id: statements.id });
    const ids = [...(await csvRecords()).keys()];
    expect(ids).toEqual([...before, ...inserted.map((row) => row.id)].sort((a, b) => a - b));
    await ctx.db.delete(statements).where(sql`${statements.title} like 'まとめて%'`);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: OPEN_DATA_PATHS.csv });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.body).toBe('');
  });

  it('refuses an unknown language with a localized 422', async () => {
    const res = await getCsv('?language=fr', { 'x-client-locale': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Please check the highlighted fields.' });
    expect(res.json().errors.language).toHaveLength(1);
  });
});

describe('GET /api/open-data/statements.geojson', () => {
  it('is a FeatureCollection of every visible statement; one without a place has a null geometry', async () => {
    const placed = await createStatementRow(ctx.db, author.id, {
      categories: [3],
      latitude: 43.06417,
      longitude: 141.34694,
      address: '札幌市',
    });
    const unplaced = await createStatementRow(ctx.db, author.id);
    const hidden = await createStatementRow(ctx.db, author.id, { latitude: 35, longitude: 135 });
    await hide(hidden.id);

    const res = await getGeojson('?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="iagree-statements.geojson"',
    );
    const collection = res.json<{
      type: string;
      license: string;
      attribution: string;
      features: Feature[];
    }>();
    expect(collection).toMatchObject({
      type: 'FeatureCollection',
      license: OPEN_DATA_LICENSE.url,
      attribution: 'iAgree (http://iagree.test)',
    });
    const byId = new Map(collection.features.map((feature) => [feature.id, feature]));
    expect(byId.get(placed.id)).toEqual({
      type: 'Feature',
      id: placed.id,
      geometry: { type: 'Point', coordinates: [141.34694, 43.06417] },
      properties: {
        id: placed.id,
        title: placed.title,
        description: placed.description,
        categories: ['Transport & roads'],
        status: 'open',
        department: null,
        address: '札幌市',
        agree_count: 0,
        comment_count: 0,
        created_at: placed.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        updated_at: placed.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
    });
    expect(byId.get(unplaced.id)?.geometry).toBeNull();
    expect(byId.has(hidden.id)).toBe(false);
    expect(res.body).not.toContain(AUTHOR_NAME);
  });
});
