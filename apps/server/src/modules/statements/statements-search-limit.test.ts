import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';

/** Text search is limited per address (issue 30); each URL differs, so no stored answer helps. */
let ctx: TestContext;
const LIMIT = 10;
beforeAll(async () => {
  ctx = await buildTestApp({ SEARCH_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => ctx.close());

const get = (url: string, locale = 'ja') =>
  ctx.app.inject({ url, headers: { [LOCALE_HEADER]: locale } });

describe('the search limit', () => {
  it('answers the search past SEARCH_RATE_LIMIT in a minute 429 in ja and en, and leaves the plain list alone', async () => {
    for (let i = 0; i < LIMIT / 2; i += 1) {
      expect((await get(`/api/statements?keyword=word${i}`)).statusCode).toBe(200);
      expect((await get(`/api/statements/similar?title=title${i}`)).statusCode).toBe(200);
    }
    const ja = await get('/api/statements/similar?title=one-more');
    expect(ja.statusCode).toBe(429);
    expect(ja.headers['retry-after']).toBeDefined();
    expect(ja.json()).toMatchObject({
      message: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    });
    const en = await get('/api/statements?keyword=one-more', 'en');
    expect(en.statusCode).toBe(429);
    expect(en.json()).toMatchObject({
      message: 'Too many requests. Please try again in a moment.',
    });
    expect((await get('/api/statements?offset=10')).statusCode).toBe(200);
  });
});
