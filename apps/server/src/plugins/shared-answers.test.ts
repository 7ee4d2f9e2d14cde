import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '@iagree/contract';
import { createMemoryAnswerCache, type AnswerCache } from '../adapters/answer-cache.ts';
import { hashToken } from '../modules/accounts/sessions/sessions.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../test/factories.ts';

/** HTTP caching of shared answers (docs/decisions/009); the cache's clock stands still. */
let ctx: TestContext;
let user: TestUser;
let statementId: number;
/** Every key an answer was stored under. */
const storedKeys = new Set<string>();

beforeAll(async () => {
  const memory = createMemoryAnswerCache(() => 0);
  const answerCache: AnswerCache = {
    ...memory,
    set: (key, answer, ttlMs) => {
      storedKeys.add(key);
      return memory.set(key, answer, ttlMs);
    },
  };
  ctx = await buildTestApp({}, { answerCache });
  user = await createUser(ctx.db);
  statementId = (await createStatementRow(ctx.db, user.id)).id;
});
afterAll(() => ctx.close());

/** The shared answers; a detail's URL waits for its statement. */
const CALLS: [string, () => string][] = [
  ['the list', () => '/api/statements?sortBy=agree_desc&offset=0'],
  ['a detail', () => `/api/statements/${statementId}`],
  ['the map', () => '/api/map/statements?top_x=122&top_y=46&bottom_x=154&bottom_y=20'],
];

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

const agree = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/agrees',
    headers: user.auth,
    payload: { statement_id: statementId },
  });

let comments = 0;
/** A write that changes the list and the detail every time (their comment counts). */
const comment = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/comments',
    headers: user.auth,
    payload: { statement_id: statementId, comment: `コメント ${(comments += 1)}` },
  });

describe.each(CALLS)('GET %s', (name, url) => {
  it('gives a guest an ETag, a second of public caching and a Vary on session, locale and encoding', async () => {
    const res = await get(url());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1, s-maxage=1');
    expect(res.headers.vary).toBe('Authorization, Cookie, x-client-locale, Accept-Encoding');
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a stored URL before validation with the same bytes and headers as the full path', async () => {
    expect((await comment()).statusCode).toBe(201);
    // The first read computes the answer through the route; the second finds it stored.
    const [full, stored] = [await get(url()), await get(url())];
    expect(stored.body).toBe(full.body);
    const { 'x-request-id': fullId, date: _fullDate, ...fullHeaders } = full.headers;
    const { 'x-request-id': storedId, date: _storedDate, ...storedHeaders } = stored.headers;
    expect(storedHeaders).toEqual(fullHeaders);
    expect(storedId).toMatch(/^[\w-]{36}$/);
    expect(storedId).not.toBe(fullId);
    expect(storedHeaders['x-content-type-options']).toBe('nosniff');
  });

  it('answers a guest’s current ETag with an empty 304, and a stale one with the new answer', async () => {
    const first = await get(url());
    const etag = String(first.headers.etag);
    const again = await get(url(), { 'if-none-match': `"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await comment()).statusCode).toBe(201);
    const after = await get(url(), { 'if-none-match': etag });
    if (name === 'the map') {
      // The map shows no comment counts: a new version with the same bytes keeps its ETag.
      expect(after.statusCode).toBe(304);
    } else {
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
    }
  });

  it('never gives a signed-in user a 304 or a shareable answer', async () => {
    const etag = String((await get(url())).headers.etag);
    for (const auth of [
      user.auth,
      { cookie: `${COOKIES.accessToken}=${encodeURIComponent(user.token)}` },
    ]) {
      const res = await get(url(), { ...auth, 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('the answer version', () => {
  it('is bumped by a successful write, not by a refused one', async () => {
    const before = await ctx.app.answerCache.version();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/comments',
      payload: { statement_id: statementId, comment: 'ログインしていません' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await ctx.app.answerCache.version()).toBe(before);
    expect((await comment()).statusCode).toBe(201);
    expect(await ctx.app.answerCache.version()).toBeGreaterThan(before);
  });

  it('is left by an agree, which marks its writer’s session instead (decision 024)', async () => {
    const other = await createUser(ctx.db);
    const marked = async (token: string) =>
      (await ctx.app.answerCache.writesOf(hashToken(token))).length > 0;
    const before = await ctx.app.answerCache.version();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/agrees',
      headers: other.auth,
      payload: { statement_id: statementId + 1_000_000 },
    });
    expect(missing.statusCode).toBe(404);
    expect(await marked(other.token)).toBe(false);

    expect((await agree()).statusCode).toBe(200);
    expect(await ctx.app.answerCache.version()).toBe(before);
    expect(await marked(user.token)).toBe(true);
    expect(await marked(other.token)).toBe(false);
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/agrees/delete/${statementId}`,
      headers: other.auth,
    });
    expect(withdrawn.statusCode).toBe(200);
    // Withdrawing what was never given changes nothing: nothing to see, no mark.
    expect(await marked(other.token)).toBe(false);
    expect(await ctx.app.answerCache.version()).toBe(before);
  });

  it('is left by the writes that change no shared answer: locale, contact, logout', async () => {
    const visitor = await createUser(ctx.db);
    const before = await ctx.app.answerCache.version();
    const calls = [
      { url: '/api/auth/user/update-locale', payload: { locale: 'en' } },
      {
        url: '/api/contact',
        payload: { name: 'Visitor', email: visitor.email, content: 'A question about iAgree.' },
      },
      { url: '/api/auth/logout' },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ method: 'POST', headers: visitor.auth, ...call });
      expect(res.statusCode, call.url).toBeLessThan(300);
    }
    expect(await ctx.app.answerCache.version()).toBe(before);
  });
});

describe('the key of a stored answer', () => {
  it('leaves out the query parameters the route does not know: many of them store one answer', async () => {
    expect((await comment()).statusCode).toBe(201);
    storedKeys.clear();
    const plain = await get('/api/statements?sortBy=agree_desc&offset=0');
    for (let i = 0; i < 40; i += 1) {
      const res = await get(`/api/statements?_=${i}&offset=0&junk${i}=x&sortBy=agree_desc`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(plain.body);
    }
    expect(storedKeys.size).toBe(1);
  });

  it('keeps the known parameters, whatever their order, and what they change', async () => {
    expect((await comment()).statusCode).toBe(201);
    storedKeys.clear();
    const english = await get(`/api/statements/${statementId}?language=en&x=1`);
    const again = await get(`/api/statements/${statementId}?y=2&language=en`);
    expect(again.body).toBe(english.body);
    expect(storedKeys.size).toBe(1);
    const [byAgree, byDate] = [
      await get('/api/statements?offset=0&sortBy=agree_desc&z=3'),
      await get('/api/statements?sortBy=agree_asc&offset=0&z=3'),
    ];
    expect(byAgree.statusCode).toBe(200);
    expect(byDate.statusCode).toBe(200);
    expect(storedKeys.size).toBe(3);
  });
});
