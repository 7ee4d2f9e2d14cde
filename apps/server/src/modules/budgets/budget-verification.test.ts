import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { moderationLog } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createBudgetRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { budgetRows, call, fetchBudget } from './budget-test-helpers.ts';

let ctx: TestContext;
let manager: TestUser;
let resident: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await createUser(ctx.db, { role: 1 });
  resident = await createUser(ctx.db);
});
afterAll(() => ctx.close());

/** What the city's tool writes: the SHA-256 of each code as printed, without its hyphens. */
const sha256 = (code: string) =>
  createHash('sha256').update(code.replaceAll('-', '')).digest('hex');

async function checkedBudget() {
  const statement = await createStatementRow(ctx.db, manager.id, { money: 100 });
  return createBudgetRow(ctx.db, {
    phase: 'balloting',
    requiresVerification: true,
    statementIds: [statement.id],
  });
}

const upload = (budgetId: number, csv: string) =>
  call(ctx, manager, 'POST', `/api/auth/admin/budgets/${budgetId}/codes`, { csv });
const redeem = (budgetId: number, who: TestUser, code: string) =>
  call(ctx, who, 'POST', `/api/auth/budgets/${budgetId}/verification`, { code });
const ballot = (budgetId: number, who: TestUser, projectIds: number[]) =>
  call(ctx, who, 'PUT', `/api/auth/budgets/${budgetId}/ballot`, { project_ids: projectIds });

describe('the resident check (decision 035)', () => {
  it('refuses a ballot until the resident redeems a code the city uploaded', async () => {
    const budget = await checkedBudget();
    const project = budget.projects[0]!.id;
    const refused = await ballot(budget.id, resident, [project]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('verification_required');

    const uploaded = await upload(
      budget.id,
      `hash\n"${sha256('NERIMA-0001')}"\n${sha256('NERIMA-0002').toUpperCase()},extra\n\n`,
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toEqual({ added: 2, codes: 2 });
    const [logged] = await ctx.db
      .select()
      .from(moderationLog)
      .orderBy(desc(moderationLog.id))
      .limit(1);
    expect(logged).toMatchObject({ action: 'budget_codes', details: { added: 2, codes: 2 } });
    expect((await upload(budget.id, sha256('NERIMA-0001'))).json().data).toEqual({
      added: 0,
      codes: 2,
    });

    const wrong = await redeem(budget.id, resident, 'NERIMA-9999');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([
      'This code cannot be used. Check what you typed (each code works once).',
    ]);
    // Typed on a phone: full-width, lower case, spaces.
    const ok = await redeem(budget.id, resident, 'ｎｅｒｉｍａ ０００１');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.verified).toBe(true);
    expect((await ballot(budget.id, resident, [project])).statusCode).toBe(200);

    // One code per account: a second code leaves the first one's and the other code alone.
    expect((await redeem(budget.id, resident, 'NERIMA-0002')).statusCode).toBe(200);
    const neighbour = await createUser(ctx.db);
    expect((await redeem(budget.id, neighbour, 'NERIMA-0001')).statusCode).toBe(422);
    expect((await redeem(budget.id, neighbour, 'NERIMA-0002')).statusCode).toBe(200);
    expect((await fetchBudget(ctx, budget.id, neighbour)).verified).toBe(true);
  });

  it('refuses a bad CSV whole, naming the line, and adds nothing', async () => {
    const budget = await checkedBudget();
    const before = await budgetRows(ctx);
    const bad = await upload(budget.id, `${sha256('A')}\nnot-a-hash\n${sha256('B')}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.csv).toEqual([
      'Line 2 is not a SHA-256 hash (64 hexadecimal digits).',
    ]);
    expect((await upload(budget.id, 'abc123')).statusCode).toBe(422);
    expect((await upload(budget.id, 'header only\n')).statusCode).toBe(422);
    expect(await budgetRows(ctx)).toEqual(before);
  });

  it('is 409 for a budget that asks for no check', async () => {
    const budget = await createBudgetRow(ctx.db, { phase: 'balloting' });
    const before = await budgetRows(ctx);
    expect((await upload(budget.id, sha256('A'))).statusCode).toBe(409);
    expect((await redeem(budget.id, resident, 'A')).statusCode).toBe(409);
    expect(await budgetRows(ctx)).toEqual(before);
  });
});
