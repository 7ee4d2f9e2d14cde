import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, STATEMENT_SORTS, type Statement, type StatementSort } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  agreeWith,
  commentOn,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';

let ctx: TestContext;
let author: TestUser;
let readers: TestUser[];
let moderator: TestUser;
/** Ids of the 23 statements in creation order (oldest first). */
let ids: number[];
const base = Date.parse('2026-04-01T09:00:00Z');

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  moderator = await createUser(ctx.db, { role: ROLES.privileged });
  readers = [];
  for (let i = 0; i < 4; i++) readers.push(await createUser(ctx.db));
  ids = [];
  for (let i = 0; i < 23; i++) {
    // Pairs share a moment, so the tie-break on the id is exercised too.
    const createdAt = new Date(base + Math.floor(i / 2) * 3_600_000);
    const row = await createStatementRow(ctx.db, author.id, {
      createdAt,
      categories: i % 3 === 0 ? [1] : [2],
    });
    ids.push(row.id);
    await agreeWith(
      ctx.db,
      row.id,
      readers.slice(0, i % 4).map((reader) => reader.id),
    );
    for (let c = 0; c < i % 5; c++) await commentOn(ctx.db, row.id, readers[c % 4]!.id);
  }
});
afterAll(() => ctx.close());

type Page = { data: Statement[]; totalPage: number };

async function list(query: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await ctx.app.inject({ url: `/api/statements?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
}

async function allPages(query: string): Promise<number[]> {
  const seen: number[] = [];
  for (let offset = 0; ; offset += 10) {
    const page = await list(`${query}&offset=${offset}`);
    seen.push(...page.data.map((item) => item.id));
    if (offset + 10 >= page.totalPage * 10) return seen;
  }
}

/** The order SPEC §3 asks for, computed here independently of the SQL. */
function expected(sort: StatementSort): number[] {
  const rows = ids.map((id, i) => ({
    id,
    agree: i % 4,
    comment: i % 5,
    created: Math.floor(i / 2),
  }));
  const newestFirst = (a: (typeof rows)[0], b: (typeof rows)[0]) =>
    b.created - a.created || b.id - a.id;
  const by: Record<StatementSort, (a: (typeof rows)[0], b: (typeof rows)[0]) => number> = {
    agree_desc: (a, b) => b.agree - a.agree || newestFirst(a, b),
    agree_asc: (a, b) => a.agree - b.agree || newestFirst(a, b),
    comment_desc: (a, b) => b.comment - a.comment || newestFirst(a, b),
    comment_asc: (a, b) => a.comment - b.comment || newestFirst(a, b),
    created_at_desc: newestFirst,
    created_at_asc: (a, b) => a.created - b.created || a.id - b.id,
  };
  return rows.sort(by[sort]).map((row) => row.id);
}

describe('GET /api/statements', () => {
  it.each(STATEMENT_SORTS)('pages through %s in order, without gaps or repeats', async (sort) => {
    expect(await allPages(`sortBy=${sort}`)).toEqual(expected(sort));
  });

  it.each(STATEMENT_SORTS)('pages through %s within a category in the same order', async (sort) => {
    // Agrees and comments came after the categories: the category rows follow their counts.
    const inTwo = new Set(ids.filter((_, i) => i % 3 !== 0));
    const page = await list(`category=2&sortBy=${sort}`);
    expect(page.totalPage).toBe(2);
    expect(await allPages(`category=2&sortBy=${sort}`)).toEqual(
      expected(sort).filter((id) => inTwo.has(id)),
    );
  });

  it('defaults to agree_desc, ten a page, and counts the pages', async () => {
    const first = await list('');
    expect(first.totalPage).toBe(3);
    expect(first.data.map((item) => item.id)).toEqual(expected('agree_desc').slice(0, 10));
    const last = await list('offset=20');
    expect(last.data).toHaveLength(3);
    const past = await list('offset=40');
    expect(past).toEqual({ data: [], totalPage: 3 });
  });

  it('filters by master category, and "all" when the category is empty', async () => {
    const inOne = ids.filter((_, i) => i % 3 === 0);
    const page = await list('category=1&sortBy=created_at_asc');
    expect(page.data.map((item) => item.id)).toEqual(inOne);
    expect(page.totalPage).toBe(1);
    expect((await list('category=')).totalPage).toBe(3);
    expect(await list('category=12')).toEqual({ data: [], totalPage: 0 });
  });

  it.each([
    ['an unknown sort', 'sortBy=popular', 'sortBy'],
    ['an unknown category', 'category=999', 'category'],
    ['a category that is not an id', 'category=abc', 'category'],
    ['a negative offset', 'offset=-10', 'offset'],
    ['an unknown language', 'language=fr', 'language'],
  ])('answers %s with 422', async (_what, query, field) => {
    const res = await ctx.app.inject({ url: `/api/statements?${query}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('carries the latest three comments, newest first, and the caller’s agree_flag', async () => {
    const id = ids[4]!; // four comments, no agree
    await agreeWith(ctx.db, id, [author.id]);
    const mine = await list('sortBy=created_at_asc', author.auth);
    const item = mine.data.find((entry) => entry.id === id)!;
    expect(item.agree_flag).toBe(true);
    expect(item.comment_count).toBe(4);
    expect(item.comments).toHaveLength(3);
    const detail = await ctx.app.inject({ url: `/api/statements/${id}`, headers: author.auth });
    const all = detail.json().data.comments as Statement['comments'];
    expect(all).toHaveLength(4);
    expect(item.comments).toEqual(all.slice(0, 3));
    expect(all.map((comment) => comment.id)).toEqual(
      [...all.map((c) => c.id)].sort((a, b) => b - a),
    );
    const guest = await list('sortBy=created_at_asc');
    expect(guest.data.find((entry) => entry.id === id)!.agree_flag).toBe(false);
  });
});

describe('GET /api/statements/:id', () => {
  it('answers in the caller’s language', async () => {
    const row = await createStatementRow(ctx.db, author.id, {
      createdAt: new Date(Date.now() - 3 * 3_600_000 - 60_000),
      money: 1000,
      categories: [4],
    });
    const ja = await ctx.app.inject({ url: `/api/statements/${row.id}` });
    expect(ja.json().data).toMatchObject({
      created_distance_time: '3時間前',
      money_with_currency: '1,000円',
      categories: [{ id: 4, category: '子育て' }],
    });
    const en = await ctx.app.inject({
      url: `/api/statements/${row.id}`,
      headers: { 'x-client-locale': 'en' },
    });
    expect(en.json().data).toMatchObject({
      created_distance_time: '3 hours ago',
      money_with_currency: '¥1,000',
      categories: [{ id: 4, category: 'Childcare' }],
    });
  });

  it('answers 404 for an unknown id and 422 for one that is not an id', async () => {
    expect((await ctx.app.inject({ url: '/api/statements/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/statements/abc' })).statusCode).toBe(422);
  });
});

describe('GET /api/auth/user/statements', () => {
  it('lists only the caller’s statements, each with its agree count and flag', async () => {
    const other = await createUser(ctx.db);
    const own = await createStatementRow(ctx.db, other.id);
    const selfAgreed = await createStatementRow(ctx.db, other.id);
    await agreeWith(ctx.db, own.id, [readers[0]!.id, readers[1]!.id]);
    await agreeWith(ctx.db, selfAgreed.id, [other.id]);
    const res = await ctx.app.inject({ url: '/api/auth/user/statements', headers: other.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [
        { id: own.id, agree: 2, agree_count: 2, agree_flag: false },
        { id: selfAgreed.id, agree: 1, agree_count: 1, agree_flag: true },
      ],
      totalPage: 1,
    });
    const authors = await ctx.app.inject({
      url: '/api/auth/user/statements?offset=20&sortBy=created_at_desc',
      headers: author.auth,
    });
    expect(authors.json().totalPage).toBe(3);
    expect(authors.json().data.every((item: Statement) => item.user_id === author.id)).toBe(true);
  });

  it('answers 401 to a guest and 422 to an unknown sort', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/user/statements' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      url: '/api/auth/user/statements?sortBy=x',
      headers: author.auth,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/auth/user/statements/:id/edit', () => {
  it.each([
    ['a guest', 401, () => ({})],
    ['another user', 403, () => readers[0]!.auth],
    ['a role 1 user (edit is the author’s only)', 403, () => moderator.auth],
    ['the author', 200, () => author.auth],
  ])('by %s → %i', async (_who, status, headers) => {
    const res = await ctx.app.inject({
      url: `/api/auth/user/statements/${ids[0]}/edit`,
      headers: headers(),
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data.id).toBe(ids[0]);
  });

  it('answers 404 for an unknown statement', async () => {
    const res = await ctx.app.inject({
      url: '/api/auth/user/statements/999999/edit',
      headers: author.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
