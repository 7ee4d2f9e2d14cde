import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { MASTER_CATEGORIES } from '../../db/reference-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/mcategories', () => {
  it('lists the master categories in Japanese by default, in their order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mcategories' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; category: string }[] }>();
    expect(data).toHaveLength(MASTER_CATEGORIES.length);
    expect(data[0]).toEqual({ id: 1, category: '環境・ごみ' });
    expect(data.map((c) => c.id)).toEqual(MASTER_CATEGORIES.map((c) => c.id));
  });

  it('answers in English for ?language=en', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mcategories?language=en' });
    expect(res.json().data[0]).toEqual({ id: 1, category: 'Environment' });
  });

  it('answers in the X-Client-Locale language when no language is asked for', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/mcategories',
      headers: { 'x-client-locale': 'en' },
    });
    expect(res.json().data[1].category).toBe('Safety & disaster prevention');
  });

  it('refuses an unknown language with 422 and a localized field error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mcategories?language=fr' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('入力内容を確認してください。');
    expect(body.errors.language).toHaveLength(1);
  });

  it('is listed in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/mcategories');
  });
});
