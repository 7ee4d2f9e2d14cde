import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/test/crash', async () => {
          throw new Error('secret database detail at /srv/db');
        });
        app.get('/api/test/refuse', async () => {
          throw new AppError(
            409,
            { ja: '{n}件目は重複です', en: 'Item {n} is a duplicate' },
            { params: { n: 3 } },
          );
        });
        app.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({
                title: z.string().min(1, { error: 'validation.title_required' }),
                count: z.number(),
              }),
            },
          },
          async (request) => request.body,
        );
      },
    },
  );
});
afterAll(() => ctx.close());

describe('error handler', () => {
  it('hides the details of a 5xx and answers in the caller language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-client-locale': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'There was something wrong!' });
    expect(res.body).not.toContain('secret');
  });

  it('answers an AppError with its status and localized message', async () => {
    const ja = await ctx.app.inject({ method: 'GET', url: '/api/test/refuse' });
    expect(ja.statusCode).toBe(409);
    expect(ja.json().message).toBe('3件目は重複です');
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/refuse',
      headers: { 'x-client-locale': 'en' },
    });
    expect(en.json().message).toBe('Item 3 is a duplicate');
  });

  it('turns schema failures into 422 with a message per field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-client-locale': 'en' },
      payload: { title: '', count: 'many' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please check the highlighted fields.',
      errors: { title: ['Title is required'], count: ['This value is not valid'] },
    });
  });

  it('says a missing field is required', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'x' },
    });
    expect(res.json().errors).toEqual({ count: ['必須項目です'] });
  });

  it('answers malformed JSON with 400 and a localized message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'リクエストが正しくありません。' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-client-locale': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('answers a URL it cannot route in the caller language, without echoing it', async () => {
    const badEncoding = await ctx.app.inject({
      method: 'GET',
      url: '/api/statements/%E0%A4%A',
      headers: { cookie: 'iagree-locale=en' },
    });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ message: 'The request is not valid.' });

    const longParameter = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/statements/${'9'.repeat(600)}/follow`,
    });
    expect(longParameter.statusCode).toBe(404);
    expect(longParameter.json()).toEqual({ message: 'ページが見つかりません。' });
    expect(longParameter.body).not.toContain('999');
  });

  it('sets the security headers on every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mcategories' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
