import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetCandidate } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createBudgetRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { call } from './budget-test-helpers.ts';

let ctx: TestContext;
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  other = await createUser(ctx.db);
});
afterAll(() => ctx.close());

const candidates = async (budgetId: number, query = '', user: TestUser | null = author) => {
  const res = await call(ctx, user, 'GET', `/api/auth/budgets/${budgetId}/candidates${query}`);
  return { status: res.statusCode, body: res.json() };
};

describe('the statements an author may enter', () => {
  it('lists every own statement a page at a time, newest first, entered or lacking an amount', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
    const own = [];
    for (let i = 0; i < 12; i += 1) {
      own.push(
        await createStatementRow(ctx.db, author.id, {
          title: `区の声 ${i}`,
          money: i % 3 === 0 ? null : 1000 * (i + 1),
          createdAt: at(i),
        }),
      );
    }
    await createStatementRow(ctx.db, author.id, {
      title: '隠された声',
      money: 500,
      hiddenAt: new Date(),
      createdAt: at(30),
    });
    await createStatementRow(ctx.db, other.id, { title: '他の人の声', money: 500 });
    const budget = await createBudgetRow(ctx.db, { statementIds: [own[10]!.id] });

    const first = await candidates(budget.id);
    expect(first.status).toBe(200);
    expect(first.body.totalPage).toBe(2);
    const page: BudgetCandidate[] = first.body.data;
    expect(page.map((item) => item.title)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `区の声 ${i}`),
    );
    expect(page[0]).toEqual({
      statement_id: own[11]!.id,
      title: '区の声 11',
      money: 12_000,
      created_at: at(11).toISOString(),
      project_id: null,
    });
    expect(page[1]!.project_id).toEqual(expect.any(Number));
    expect(page[2]).toMatchObject({ title: '区の声 9', money: null, project_id: null });

    const second = await candidates(budget.id, '?offset=10');
    expect(second.body.data.map((item: BudgetCandidate) => item.title)).toEqual([
      '区の声 1',
      '区の声 0',
    ]);
  });

  it('finds them by a word of the title, whatever its case', async () => {
    const park = await createStatementRow(ctx.db, author.id, { title: 'Park ベンチ', money: 9 });
    await createStatementRow(ctx.db, author.id, { title: '街灯', money: 9 });
    await createStatementRow(ctx.db, other.id, { title: 'park ベンチ', money: 9 });
    const budget = await createBudgetRow(ctx.db);
    const found = await candidates(budget.id, `?keyword=${encodeURIComponent(' PARK ')}`);
    expect(found.body).toEqual({
      data: [expect.objectContaining({ statement_id: park.id })],
      totalPage: 1,
    });
    const none = await candidates(budget.id, `?keyword=${encodeURIComponent('%')}`);
    expect(none.body).toEqual({ data: [], totalPage: 0 });
  });

  it('answers 401 to a guest, 404 for an unknown budget and 422 for a bad query', async () => {
    const budget = await createBudgetRow(ctx.db);
    expect((await candidates(budget.id, '', null)).status).toBe(401);
    const unknown = await candidates(budget.id + 1000);
    expect(unknown).toEqual({ status: 404, body: { message: 'The budget was not found.' } });
    const bad = await candidates(budget.id, '?offset=-1');
    expect(bad.status).toBe(422);
    expect((await candidates(budget.id, `?keyword=${'a'.repeat(300)}`)).status).toBe(422);
  });
});
