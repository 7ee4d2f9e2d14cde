import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../adapters/password.ts';
import { budgetBallots, budgetCodes, budgetSupports } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createBudgetRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { call, fetchBudget } from './budget-test-helpers.ts';
import { hashCode } from './resident-codes.ts';

const PASSWORD = 'correct horse battery';
let ctx: TestContext;
let manager: TestUser;
let author: TestUser;
let stays: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await createUser(ctx.db, { role: 1 });
  author = await createUser(ctx.db);
  stays = await createUser(ctx.db);
});
afterAll(() => ctx.close());

const rowsOf = async (userId: number) => ({
  supports: (
    await ctx.db
      .select({ n: count() })
      .from(budgetSupports)
      .where(eq(budgetSupports.userId, userId))
  )[0]?.n,
  ballots: (
    await ctx.db.select({ n: count() }).from(budgetBallots).where(eq(budgetBallots.userId, userId))
  )[0]?.n,
});

const leave = (user: TestUser, password: string) =>
  call(ctx, user, 'POST', '/api/auth/user/delete', { password, delete_content: false });

const supportAs = (user: TestUser, budgetId: number, projectId: number) =>
  call(ctx, user, 'POST', `/api/auth/budgets/${budgetId}/supports`, { project_id: projectId });

const ballotAs = (user: TestUser, budgetId: number, projectIds: number[]) =>
  call(ctx, user, 'PUT', `/api/auth/budgets/${budgetId}/ballot`, { project_ids: projectIds });

const finish = (budgetId: number) =>
  call(ctx, manager, 'POST', `/api/auth/admin/budgets/${budgetId}/phase`, { phase: 'finished' });

async function budgetWith(phase: 'supporting' | 'balloting', projects: number) {
  const statementIds = [];
  for (let i = 0; i < projects; i += 1) {
    statementIds.push((await createStatementRow(ctx.db, author.id, { money: 1000 })).id);
  }
  // Room for one 1,000 yen project only, so that one ballot decides the winner.
  return createBudgetRow(ctx.db, { phase, total: 1500, statementIds });
}

describe('a deleted account in participatory budgets', () => {
  it('withdraws its supports and ballots where the budget is not finished; a refusal keeps them', async () => {
    const person = await createUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const supporting = await budgetWith('supporting', 1);
    const [bench] = supporting.projects;
    expect((await supportAs(person, supporting.id, bench!.id)).statusCode).toBe(201);
    expect((await supportAs(stays, supporting.id, bench!.id)).statusCode).toBe(201);

    const balloting = await budgetWith('balloting', 2);
    const [first, second] = balloting.projects;
    expect((await ballotAs(person, balloting.id, [first!.id])).statusCode).toBe(200);
    expect((await ballotAs(stays, balloting.id, [second!.id])).statusCode).toBe(200);
    const code = 'NERIMA-0001';
    const verifying = await createBudgetRow(ctx.db, { requiresVerification: true });
    await ctx.db.insert(budgetCodes).values({
      budgetId: verifying.id,
      codeHash: hashCode(code),
      userId: person.id,
      redeemedAt: new Date(),
    });

    expect((await leave(person, 'wrong password')).statusCode).toBe(403);
    expect(await rowsOf(person.id)).toEqual({ supports: 1, ballots: 1 });
    expect((await fetchBudget(ctx, supporting.id)).projects[0]!.supports).toBe(2);

    expect((await leave(person, PASSWORD)).statusCode).toBe(200);
    expect(await rowsOf(person.id)).toEqual({ supports: 0, ballots: 0 });
    expect((await fetchBudget(ctx, supporting.id)).projects[0]!.supports).toBe(1);
    // The code stays used (each code works once) but no longer names the account.
    const [redeemed] = await ctx.db
      .select()
      .from(budgetCodes)
      .where(eq(budgetCodes.budgetId, verifying.id));
    expect(redeemed).toMatchObject({ userId: null, redeemedAt: expect.any(Date) });

    // Tied on one ballot each, the first entered would have won; the withdrawn ballot is gone.
    expect((await finish(balloting.id)).statusCode).toBe(200);
    const results = (await call(ctx, null, 'GET', `/api/budgets/${balloting.id}/results`)).json()
      .data;
    expect(results).toMatchObject({
      winners: [second!.id],
      projects: [
        { id: second!.id, ballots: 1, won: true },
        { id: first!.id, ballots: 0, won: false },
      ],
    });
  });

  it('leaves a finished budget’s results and figures as decided, with the rows gone', async () => {
    const person = await createUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const budget = await budgetWith('supporting', 2);
    const [first, second] = budget.projects;
    expect((await supportAs(person, budget.id, first!.id)).statusCode).toBe(201);
    const move = (phase: string) =>
      call(ctx, manager, 'POST', `/api/auth/admin/budgets/${budget.id}/phase`, { phase });
    expect((await move('reviewing')).statusCode).toBe(200);
    for (const project of [first!, second!]) {
      const reviewed = await call(
        ctx,
        manager,
        'POST',
        `/api/auth/admin/budgets/${budget.id}/projects/${project.id}/review`,
        { feasible: true, price: 1000, explanation: '実施できます。' },
      );
      expect(reviewed.statusCode).toBe(200);
    }
    expect((await move('balloting')).statusCode).toBe(200);
    expect((await ballotAs(person, budget.id, [first!.id])).statusCode).toBe(200);
    expect((await finish(budget.id)).statusCode).toBe(200);
    const decided = (await call(ctx, null, 'GET', `/api/budgets/${budget.id}/results`)).body;
    const page = await fetchBudget(ctx, budget.id);

    expect((await leave(person, PASSWORD)).statusCode).toBe(200);
    expect(await rowsOf(person.id)).toEqual({ supports: 0, ballots: 0 });
    expect((await call(ctx, null, 'GET', `/api/budgets/${budget.id}/results`)).body).toBe(decided);
    expect(await fetchBudget(ctx, budget.id)).toEqual(page);
    expect(JSON.parse(decided).data.winners).toEqual([first!.id]);
  });
});
