import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createStatement, snapshot, validFields } from './statement-test-helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const newUser = () => createUser(ctx.db);
const post = (user: TestUser, fields: Record<string, string> = validFields, query = '') =>
  createStatement(ctx, user.auth, fields, {}, query);

describe('POST /api/auth/statements twice with the same fields (a double click)', () => {
  it('refuses the copy within a minute with 409 in both languages and stores nothing', async () => {
    const user = await newUser();
    expect((await post(user)).statusCode).toBe(201);
    const before = await snapshot(ctx);
    const ja = await post(user);
    expect(ja.statusCode).toBe(409);
    expect(ja.json().message).toBe(
      '同じ声をたった今投稿しました。二重に投稿されないよう、この投稿は受け付けませんでした。',
    );
    const en = await post(user, { ...validFields, language: 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'You have just posted this same statement. This copy was not posted twice.',
    );
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses one of two copies sent at the same time', async () => {
    const user = await newUser();
    const answers = await Promise.all([post(user), post(user)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['title', { title: '駅前に駐輪場を増やしてほしい（追記）' }],
    ['description', { description: '夜も危ないです。' }],
    ['categories', { categories: '3' }],
    ['amount', { money: '1' }],
    ['place', { latitude: '35.1', longitude: '139.1' }],
  ])('accepts the same statement with another %s', async (_what, change) => {
    const user = await newUser();
    expect((await post(user)).statusCode).toBe(201);
    expect((await post(user, { ...validFields, ...change })).statusCode).toBe(201);
  });

  it('accepts the same fields from another user', async () => {
    expect((await post(await newUser())).statusCode).toBe(201);
    expect((await post(await newUser())).statusCode).toBe(201);
  });

  it('accepts the same fields again once the last statement is over a minute old', async () => {
    const user = await newUser();
    const first = await post(user);
    await ctx.db
      .update(statements)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(statements.id, first.json().data.id));
    expect((await post(user)).statusCode).toBe(201);
  });

  it('compares with the last statement only', async () => {
    const user = await newUser();
    expect((await post(user)).statusCode).toBe(201);
    expect((await post(user, { ...validFields, title: '別の声' })).statusCode).toBe(201);
    expect((await post(user)).statusCode).toBe(201);
  });
});
