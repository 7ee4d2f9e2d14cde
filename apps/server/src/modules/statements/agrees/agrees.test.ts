import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_CHANGES_CHANNEL } from '../../../adapters/answer-changes.ts';
import { agrees, statements } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../../../test/factories.ts';
import { counterMismatches } from '../statement-test-helpers.ts';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  reader = await createUser(ctx.db);
});
afterAll(() => ctx.close());

const agree = (headers: Record<string, string>, statementId: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/agrees',
    headers,
    payload: { statement_id: statementId },
  });
const unagree = (headers: Record<string, string>, statementId: number | string) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/agrees/delete/${statementId}`, headers });

async function state(statementId: number) {
  const [row] = await ctx.db
    .select({ agreeCount: statements.agreeCount })
    .from(statements)
    .where(eq(statements.id, statementId));
  const [rows] = await ctx.db
    .select({ n: count() })
    .from(agrees)
    .where(eq(agrees.statementId, statementId));
  return { counter: row?.agreeCount, rows: rows?.n };
}

describe('agree and un-agree', () => {
  it('agrees once however often it is asked, and un-agrees the same way', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    for (let i = 0; i < 2; i++) {
      const res = await agree(reader.auth, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { statement_id: id, agree_flag: true, agree_count: 1 } });
    }
    expect(await state(id)).toEqual({ counter: 1, rows: 1 });
    const detail = await ctx.app.inject({ url: `/api/statements/${id}`, headers: reader.auth });
    expect(detail.json().data).toMatchObject({ agree_flag: true, agree_count: 1 });

    for (let i = 0; i < 2; i++) {
      const res = await unagree(reader.auth, id);
      expect(res.json()).toEqual({ data: { statement_id: id, agree_flag: false, agree_count: 0 } });
    }
    expect(await state(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('lets authors agree with their own statement (nothing in SPEC forbids it)', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    expect((await agree(author.auth, id)).json().data.agree_count).toBe(1);
  });

  it('refuses guests with 401, changing nothing', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    await agree(reader.auth, id);
    expect((await agree({}, id)).statusCode).toBe(401);
    expect((await unagree({}, id)).statusCode).toBe(401);
    expect(await state(id)).toEqual({ counter: 1, rows: 1 });
  });

  it.each([
    ['a missing statement_id', undefined],
    ['a statement_id that is not an id', 'abc'],
    ['a negative statement_id', -1],
  ])('answers 422 to %s', async (_what, value) => {
    const res = await agree(reader.auth, value);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['statement_id']);
  });

  it('answers 404 for an unknown statement and stores no row', async () => {
    expect((await agree(reader.auth, 999_999)).statusCode).toBe(404);
    expect((await unagree(reader.auth, 999_999)).statusCode).toBe(404);
    const [rows] = await ctx.db
      .select({ n: count() })
      .from(agrees)
      .where(and(eq(agrees.userId, reader.id), eq(agrees.statementId, 999_999)));
    expect(rows?.n).toBe(0);
    expect((await unagree(reader.auth, 'abc')).statusCode).toBe(422);
  });
});

describe('what an agree tells every server', () => {
  it('announces its statement, count, move and created_at as the detail shows them, once each', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    const heard: string[] = [];
    const stop = await ctx.handle.listen(
      ANSWER_CHANGES_CHANNEL,
      (payload) => heard.push(payload),
      () => {},
    );
    try {
      expect((await agree(reader.auth, id)).statusCode).toBe(200);
      expect((await agree(reader.auth, id)).statusCode).toBe(200);
      expect((await unagree(reader.auth, id)).statusCode).toBe(200);
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/statements/${id}` });
      const createdAt = detail.json().data.created_at as string;
      await expect.poll(() => heard.length).toBe(2);
      expect(heard.map((payload) => JSON.parse(payload))).toEqual([
        { statementId: id, agreeCount: 1, moved: 1, createdAt },
        { statementId: id, agreeCount: 0, moved: -1, createdAt },
      ]);
    } finally {
      await stop();
    }
  });
});

describe('under concurrent toggles', () => {
  it('keeps agree_count equal to the agree rows', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx.db)));
    // Every person fires agree, un-agree, agree, agree, un-agree, agree at once: 72 calls.
    const calls = people.flatMap((person) =>
      [true, false, true, true, false, true].map((on) =>
        on ? agree(person.auth, id) : unagree(person.auth, id),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.statusCode).every((status) => status === 200)).toBe(true);
    const { counter, rows } = await state(id);
    expect(counter).toBe(rows);
    expect(await counterMismatches(ctx)).toEqual([]);

    // Settle everyone on "agree": the counter must then be exactly the number of people.
    await Promise.all(people.map((person) => agree(person.auth, id)));
    expect(await state(id)).toEqual({ counter: 12, rows: 12 });
    await Promise.all(
      people.flatMap((person) => [unagree(person.auth, id), unagree(person.auth, id)]),
    );
    expect(await state(id)).toEqual({ counter: 0, rows: 0 });
  });
});
