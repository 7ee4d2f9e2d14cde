import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Statement, StatementListResponse } from '@iagree/contract';
import { createMemoryAnswerCache } from '../adapters/answer-cache.ts';
import { CLOCK_MARGIN_MS } from '../adapters/answer-changes.ts';
import { statements } from '../db/schema.ts';
import { anotherStatement, createStatement } from '../modules/statements/statement-test-helpers.ts';
import { buildPeerApp, buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../test/factories.ts';
import { MAX_REUSE_MS } from './answer-freshness.ts';

/**
 * Decision 038: a server that hears the database's writes serves a stored answer on, past its
 * second, while no write committed since can have changed it. Each test changes rows behind
 * the server's back (no write call, no news): only an answer computed anew shows them, so they
 * tell a reused answer from a computed one.
 */
let ctx: TestContext;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    { answerCache: createMemoryAnswerCache(() => 0), hearChanges: true },
  );
  author = await createUser(ctx.db);
  reader = await createUser(ctx.db);
});
afterAll(() => ctx.close());
// Answers' ages are read by this clock, which moves only when told to; it starts past the
// margin after the server began to listen, before which the feed vouches for nothing.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CLOCK_MARGIN_MS }));
afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const listUrl = (category: number, sortBy = 'created_at_desc') =>
  `/api/statements?sortBy=${sortBy}&offset=0&category=${category}`;

async function titles(url: string, app = ctx.app) {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json<StatementListResponse>().data.map((item) => item.title);
}

const detail = async (id: number, headers: Record<string, string> = {}) =>
  (await ctx.app.inject({ url: `/api/statements/${id}`, headers })).json<{ data: Statement }>()
    .data;

/** Behind the server's back. */
const retitle = (id: number, title: string) =>
  ctx.db.update(statements).set({ title }).where(eq(statements.id, id));

/** An agree through the API, once this server has heard of it. */
async function agree(id: number, by = reader) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/agrees',
    headers: by.auth,
    payload: { statement_id: id },
  });
  expect(res.statusCode).toBe(200);
  await vi.waitFor(() =>
    expect(ctx.app.answerChanges?.changesSince(Date.now(), { ids: [id] })).toBe('changed'),
  );
}

describe('answers served on while no write can have changed them (decision 038)', () => {
  it('keeps an answer past its second, up to MAX_REUSE_MS', async () => {
    const row = await createStatementRow(ctx.db, author.id, { categories: [5] });
    const url = listUrl(5);
    const before = await titles(url);
    await retitle(row.id, '裏で変えた題');
    later(5_000);
    const reused = await ctx.app.inject({ url });
    expect(reused.json<StatementListResponse>().data.map((item) => item.title)).toEqual(before);
    // Found current just now: a CDN counts its second from here.
    expect(reused.headers.age).toBe('0');
    later(MAX_REUSE_MS);
    await vi.waitFor(async () => expect(await titles(url)).toContain('裏で変えた題'));
  });

  it('reads again only the writes heard since an answer was last found unchanged', async () => {
    // A list of its own, and nothing added to the others' categories.
    const url = listUrl(5, 'comment_desc');
    await titles(url);
    const made = Date.now();
    const since = vi.spyOn(ctx.app.answerChanges!, 'changesSince');
    try {
      later(1_500);
      await titles(url);
      const checked = Date.now();
      later(1_500);
      await titles(url);
      expect(since.mock.calls.map(([from]) => from)).toEqual([made, checked]);
    } finally {
      since.mockRestore();
    }
  });

  it('an agree changes the answers showing its statement and those it can enter, no others', async () => {
    const [a, b] = [
      await createStatementRow(ctx.db, author.id, { categories: [6] }),
      await createStatementRow(ctx.db, author.id, { categories: [6] }),
    ];
    const [c, d, e] = [
      await createStatementRow(ctx.db, author.id, { categories: [7], agreeCount: 50 }),
      await createStatementRow(ctx.db, author.id, { categories: [7], agreeCount: 45 }),
      await createStatementRow(ctx.db, author.id, { categories: [8], agreeCount: 43 }),
    ];
    const created6 = listUrl(6);
    const agreed7 = listUrl(7, 'agree_desc');
    await Promise.all([titles(created6), titles(agreed7), detail(a.id), detail(b.id)]);
    await Promise.all([retitle(b.id, 'B 裏'), retitle(c.id, 'C 裏'), retitle(d.id, 'D 裏')]);

    await agree(a.id);
    later(1_500);
    // Not shown there, and 0 → 1 leaves it after the most agreed of category 7 (50, 45).
    expect((await detail(b.id)).title).not.toBe('B 裏');
    expect(await titles(agreed7)).not.toContain('C 裏');
    // Shown in the newest of category 6 and in its own detail: computed anew.
    await vi.waitFor(async () => expect(await titles(created6)).toContain('B 裏'));
    await vi.waitFor(async () => expect((await detail(a.id)).agree_count).toBe(1));

    // 43 → 44: still after the page's last statement (45).
    await agree(e.id);
    later(1_500);
    expect(await titles(agreed7)).not.toContain('C 裏');
    // 44 → 45, newer than that last one: across it, but category 7's list holds it not
    // (decision 042).
    await agree(e.id, author);
    later(1_500);
    expect(await titles(agreed7)).not.toContain('C 裏');
  });

  it('an agree across a narrowed list’s page changes it only when the list holds its statement', async () => {
    const shown = [];
    for (let count = 40; count < 50; count++)
      shown.push(
        await createStatementRow(ctx.db, author.id, { categories: [3], agreeCount: count }),
      );
    // The eleventh of category 3, off its first page; another category's, with the same count.
    const off = await createStatementRow(ctx.db, author.id, { categories: [3], agreeCount: 38 });
    const stranger = await createStatementRow(ctx.db, author.id, {
      categories: [4],
      agreeCount: 39,
    });
    const url = listUrl(3, 'agree_desc');
    expect(await titles(url)).toHaveLength(10);
    await retitle(shown[9]!.id, '四十九 裏');

    // 39 → 40, newer than the page's last (40): across it, but not of category 3.
    await agree(stranger.id);
    later(1_500);
    expect(await titles(url)).not.toContain('四十九 裏');
    // 38 → 39: of category 3, still after the page's last.
    await agree(off.id);
    later(1_500);
    expect(await titles(url)).not.toContain('四十九 裏');
    // 39 → 40, newer than the last: it enters the page.
    await agree(off.id, author);
    later(1_500);
    await vi.waitFor(async () => expect(await titles(url)).toContain('四十九 裏'));
  });

  it('a keyword’s page of title matches alone moves as by agrees, one of both parts by counts', async () => {
    const title = (word: string) => ({ title: `駅前の${word}を直してほしい` });
    const [f, g] = [
      await createStatementRow(ctx.db, author.id, {
        categories: [10],
        ...title('噴水'),
        agreeCount: 30,
      }),
      await createStatementRow(ctx.db, author.id, {
        categories: [10],
        ...title('噴水'),
        agreeCount: 20,
      }),
    ];
    const [h] = [
      await createStatementRow(ctx.db, author.id, {
        categories: [11],
        ...title('噴水'),
        agreeCount: 30,
      }),
      await createStatementRow(ctx.db, author.id, {
        categories: [11],
        title: '駅前を直してほしい',
        description: '噴水のそばです。',
        agreeCount: 20,
      }),
    ];
    // Elsewhere: 24 agrees, next to both pages' counts.
    const other = await createStatementRow(ctx.db, author.id, { categories: [12], agreeCount: 24 });
    const titledOnly = `/api/statements?sortBy=relevance&offset=0&category=10&keyword=噴水`;
    const bothParts = `/api/statements?sortBy=relevance&offset=0&category=11&keyword=噴水`;
    const res = await ctx.app.inject({ url: encodeURI(titledOnly) });
    expect(Object.keys(res.json<object>())).toEqual(['data', 'totalPage']);
    await titles(encodeURI(bothParts));
    await Promise.all([
      retitle(f.id, title('噴水（裏）').title),
      retitle(g.id, title('噴水（裏）').title),
      retitle(h!.id, title('噴水（裏）').title),
    ]);

    // 24 → 25: between 30 and 20, but across neither end of the title matches' page; next to
    // the counts of the page of both parts, but neither list holds it (decision 042).
    await agree(other.id);
    later(1_500);
    expect(await titles(encodeURI(titledOnly))).not.toContain(title('噴水（裏）').title);
    expect(await titles(encodeURI(bothParts))).not.toContain(title('噴水（裏）').title);
    // Where title matches and others share the page, a count next to its counts may move it.
    const twin = await createStatementRow(ctx.db, author.id, {
      categories: [11],
      description: '噴水のそばです。',
      agreeCount: 24,
    });
    await agree(twin.id);
    later(1_500);
    await vi.waitFor(async () =>
      expect(await titles(encodeURI(bothParts))).toContain(title('噴水（裏）').title),
    );
  });

  it('its writer reads anew only the answers their agree can have changed', async () => {
    const [a, b] = [
      await createStatementRow(ctx.db, author.id, { categories: [12] }),
      await createStatementRow(ctx.db, author.id, { categories: [12] }),
    ];
    await Promise.all([detail(a.id), detail(b.id)]);
    await retitle(b.id, 'B2 裏');
    await agree(a.id);
    // At once, no time passing: their own agree shows, the rest comes from the store.
    expect(await detail(a.id, reader.auth)).toMatchObject({ agree_count: 1, agree_flag: true });
    expect((await detail(b.id, reader.auth)).title).not.toBe('B2 裏');
  });

  it('its writer reads a narrowed list anew only when the list holds the statement they agreed with', async () => {
    const [kept, elsewhere] = [
      await createStatementRow(ctx.db, author.id, { categories: [1], agreeCount: 5 }),
      await createStatementRow(ctx.db, author.id, { categories: [2], agreeCount: 4 }),
    ];
    const byAgrees = (category: number) =>
      titles(listUrl(category, 'agree_desc'), ctx.app).then(() =>
        ctx.app.inject({ url: listUrl(category, 'agree_desc'), headers: reader.auth }),
      );
    await byAgrees(1);
    await retitle(kept.id, 'K 裏');
    // 4 → 5, newer: across category 1's only statement (5), but category 1's list holds it not.
    await agree(elsewhere.id);
    const read = await byAgrees(1);
    expect(read.json<StatementListResponse>().data.map((item) => item.title)).not.toContain('K 裏');
  });

  it('computes anew an answer made at a time the clock has since gone back before', async () => {
    const row = await createStatementRow(ctx.db, author.id);
    expect((await detail(row.id)).title).toBe(row.title);
    await retitle(row.id, '時計が戻った後');
    later(-60_000);
    expect((await detail(row.id)).title).toBe('時計が戻った後');
  });

  it('a write through another server reaches this server’s guests within a second', async () => {
    const peer = await buildPeerApp(ctx, {}, { hearChanges: true });
    try {
      const url = listUrl(9);
      await createStatementRow(ctx.db, author.id, { categories: [9] });
      expect(await titles(url)).toHaveLength(1);
      const res = await createStatement({ ...ctx, app: peer }, author.auth, {
        ...anotherStatement(),
        title: 'ほかのサーバーから',
        categories: '9',
      });
      expect(res.statusCode).toBe(201);
      // This server's memory holds its own answers: only the news tells it to drop them.
      await vi.waitFor(() =>
        expect(ctx.app.answerChanges?.changesSince(Date.now(), { ids: [] })).toBe('changed'),
      );
      later(1_500);
      await vi.waitFor(async () => expect(await titles(url)).toContain('ほかのサーバーから'));
    } finally {
      await peer.close();
    }
  });
});
