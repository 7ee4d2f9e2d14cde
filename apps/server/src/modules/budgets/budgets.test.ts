import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { BudgetResults } from '@iagree/contract';
import {
  budgetProjects,
  moderationLog,
  notifications,
  statementFollows,
  statements,
} from '../../db/schema.ts';
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
let author: TestUser;
let resident: TestUser;
let blocked: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await createUser(ctx.db, { role: 1, name: '財政課' });
  author = await createUser(ctx.db, { name: '提案する人' });
  resident = await createUser(ctx.db, { name: '投票する人' });
  blocked = await createUser(ctx.db, { blockedAt: new Date(), blockedReason: 'spam' });
});
afterAll(() => ctx.close());

const statementWith = (money: number | null, owner = author) =>
  createStatementRow(ctx.db, owner.id, { money });

const lastLog = async () =>
  (await ctx.db.select().from(moderationLog).orderBy(desc(moderationLog.id)).limit(1))[0];

describe('the whole cycle through the API', () => {
  it('creates, enters, supports, reviews, ballots and finishes; winners get a status', async () => {
    const created = await call(ctx, manager, 'POST', '/api/auth/admin/budgets', {
      title: '  2027年度 練馬区 参加型予算 ',
      description: '公園と道路に使います。',
      total: 5000,
    });
    expect(created.statusCode).toBe(201);
    const budget = created.json().data;
    expect(budget).toMatchObject({
      title: '2027年度 練馬区 参加型予算',
      phase: 'accepting',
      total: 5000,
      requires_verification: false,
      projects: [],
    });
    expect(await lastLog()).toMatchObject({ action: 'budget_create', actorId: manager.id });

    const bench = await statementWith(3000);
    const light = await statementWith(2500);
    const entered = await call(ctx, author, 'POST', `/api/auth/budgets/${budget.id}/projects`, {
      statement_id: bench.id,
    });
    expect(entered.statusCode).toBe(201);
    expect(entered.json().data).toEqual({
      id: expect.any(Number),
      statement_id: bench.id,
      title: bench.title,
      price: 3000,
    });
    const benchProject = entered.json().data.id;
    const lightProject = (
      await call(ctx, author, 'POST', `/api/auth/budgets/${budget.id}/projects`, {
        statement_id: light.id,
      })
    ).json().data.id;

    const phase = (to: string) =>
      call(ctx, manager, 'POST', `/api/auth/admin/budgets/${budget.id}/phase`, { phase: to });
    expect((await phase('supporting')).json().data.phase).toBe('supporting');
    const supported = await call(ctx, resident, 'POST', `/api/auth/budgets/${budget.id}/supports`, {
      project_id: lightProject,
    });
    expect(supported.statusCode).toBe(201);

    await phase('reviewing');
    const review = (projectId: number, price: number) =>
      call(
        ctx,
        manager,
        'POST',
        `/api/auth/admin/budgets/${budget.id}/projects/${projectId}/review`,
        { feasible: true, price, explanation: '実施できます。' },
      );
    expect((await review(benchProject, 3200)).statusCode).toBe(200);
    expect((await review(lightProject, 2500)).statusCode).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: 'budget_review',
      targetId: lightProject,
      reason: '実施できます。',
    });

    await phase('balloting');
    const ballot = await call(ctx, resident, 'PUT', `/api/auth/budgets/${budget.id}/ballot`, {
      project_ids: [lightProject],
    });
    expect(ballot.statusCode).toBe(200);
    expect(ballot.json().data).toEqual({ project_ids: [lightProject], spent: 2500 });
    expect((await fetchBudget(ctx, budget.id, resident)).ballot).toEqual([lightProject]);

    await ctx.db.insert(statementFollows).values({ userId: resident.id, statementId: light.id });
    expect((await phase('finished')).statusCode).toBe(200);

    const results = await call(ctx, null, 'GET', `/api/budgets/${budget.id}/results`);
    expect(results.statusCode).toBe(200);
    expect(results.json<{ data: BudgetResults }>().data).toMatchObject({
      winners: [lightProject],
      spent: 2500,
      total: 5000,
      projects: [
        { id: lightProject, ballots: 1, won: true, price: 2500 },
        { id: benchProject, ballots: 0, won: false, price: 3200 },
      ],
    });
    const [won] = await ctx.db.select().from(statements).where(eq(statements.id, light.id));
    expect(won).toMatchObject({ status: 'in_progress', answeredBy: manager.id });
    expect(won!.answer).toContain('2027年度 練馬区 参加型予算');
    const [benchRow] = await ctx.db.select().from(statements).where(eq(statements.id, bench.id));
    expect(benchRow!.status).toBe('open');
    const heard = await ctx.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, resident.id), eq(notifications.statementId, light.id)),
      );
    expect(heard).toEqual([{ kind: 'status' }]);
  });
});

describe('who may do what', () => {
  it('answers 401 to a guest and 403 to a plain or blocked user on staff calls', async () => {
    const budget = await createBudgetRow(ctx.db, { phase: 'reviewing' });
    const before = await budgetRows(ctx);
    const staffCalls = [
      ['POST', '/api/auth/admin/budgets', { title: 't', description: 'd', total: 1 }],
      ['POST', `/api/auth/admin/budgets/${budget.id}/phase`, { phase: 'balloting' }],
      [
        'POST',
        `/api/auth/admin/budgets/${budget.id}/projects/1/review`,
        { feasible: true, price: 1, explanation: 'x' },
      ],
      ['POST', `/api/auth/admin/budgets/${budget.id}/codes`, { csv: 'a'.repeat(64) }],
    ] as const;
    for (const [method, url, payload] of staffCalls) {
      expect((await call(ctx, null, method, url, payload)).statusCode, url).toBe(401);
      expect((await call(ctx, resident, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(ctx, blocked, method, url, payload)).statusCode, url).toBe(403);
    }
    const residentCalls = [
      ['POST', `/api/auth/budgets/${budget.id}/projects`, { statement_id: 1 }],
      ['POST', `/api/auth/budgets/${budget.id}/supports`, { project_id: 1 }],
      ['PUT', `/api/auth/budgets/${budget.id}/ballot`, { project_ids: [] }],
      ['POST', `/api/auth/budgets/${budget.id}/verification`, { code: 'ABC' }],
    ] as const;
    for (const [method, url, payload] of residentCalls) {
      expect((await call(ctx, null, method, url, payload)).statusCode, url).toBe(401);
      expect((await call(ctx, blocked, method, url, payload)).statusCode, url).toBe(403);
    }
    expect(await budgetRows(ctx)).toEqual(before);
    expect((await fetchBudget(ctx, budget.id)).phase).toBe('reviewing');
  });

  it('refuses bad input with 422 and creates nothing', async () => {
    const before = await budgetRows(ctx);
    for (const payload of [
      { title: '', description: 'd', total: 100 },
      { title: 't', description: 'd', total: 0 },
      { title: 't', description: 'd', total: 1.5 },
      { title: 't', description: 'd', total: -5 },
      { title: 't', description: '', total: 100 },
      { title: 't', description: 'd', total: '100' },
    ]) {
      const res = await call(ctx, manager, 'POST', '/api/auth/admin/budgets', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await budgetRows(ctx)).toEqual(before);
  });
});

describe('phases', () => {
  it('move forward only, may skip, are logged; back or the same is 409 and changes nothing', async () => {
    const budget = await createBudgetRow(ctx.db);
    const move = (phase: string) =>
      call(ctx, manager, 'POST', `/api/auth/admin/budgets/${budget.id}/phase`, { phase });
    expect((await move('reviewing')).statusCode).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: 'budget_phase',
      details: { from: 'accepting', to: 'reviewing' },
    });
    const before = await budgetRows(ctx);
    for (const phase of ['accepting', 'supporting', 'reviewing']) {
      const res = await move(phase);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Phases only move forward (it is now “reviewing”).');
    }
    expect((await move('later')).statusCode).toBe(422);
    expect(await budgetRows(ctx)).toEqual(before);
    expect((await fetchBudget(ctx, budget.id)).phase).toBe('reviewing');
    expect(
      (
        await call(ctx, manager, 'POST', '/api/auth/admin/budgets/2147483647/phase', {
          phase: 'finished',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('say in ja which phase the budget is in when a step comes at the wrong time', async () => {
    const budget = await createBudgetRow(ctx.db, { phase: 'supporting' });
    const statement = await statementWith(100);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/budgets/${budget.id}/projects`,
      headers: author.auth,
      payload: { statement_id: statement.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('この予算は今「支持」の段階なので、この操作はできません。');
  });
});

describe('POST /api/auth/budgets/{id}/projects', () => {
  it('takes only the author’s own statement with an amount, once', async () => {
    const budget = await createBudgetRow(ctx.db);
    const url = `/api/auth/budgets/${budget.id}/projects`;
    const mine = await statementWith(800);
    const before = await budgetRows(ctx);
    expect((await call(ctx, resident, 'POST', url, { statement_id: mine.id })).statusCode).toBe(
      403,
    );
    const noAmount = await call(ctx, author, 'POST', url, {
      statement_id: (await statementWith(null)).id,
    });
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().errors.statement_id).toEqual([
      'Give the statement an amount before entering it.',
    ]);
    const hidden = await createStatementRow(ctx.db, author.id, {
      money: 5,
      hiddenAt: new Date(),
      hiddenReason: 'moderator',
    });
    expect((await call(ctx, author, 'POST', url, { statement_id: hidden.id })).statusCode).toBe(
      404,
    );
    expect(await budgetRows(ctx)).toEqual(before);
    expect((await call(ctx, author, 'POST', url, { statement_id: mine.id })).statusCode).toBe(201);
    expect((await call(ctx, author, 'POST', url, { statement_id: mine.id })).statusCode).toBe(409);
    expect((await fetchBudget(ctx, budget.id)).projects).toHaveLength(1);
  });
});

describe('POST /api/auth/budgets/{id}/supports', () => {
  it('is idempotent: 201, then 200 with the same count', async () => {
    const statement = await statementWith(500);
    const budget = await createBudgetRow(ctx.db, {
      phase: 'supporting',
      statementIds: [statement.id],
    });
    const project = budget.projects[0]!;
    const url = `/api/auth/budgets/${budget.id}/supports`;
    const first = await call(ctx, resident, 'POST', url, { project_id: project.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ project_id: project.id, supports: 1 });
    const again = await call(ctx, resident, 'POST', url, { project_id: project.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ project_id: project.id, supports: 1 });
    const seen = await fetchBudget(ctx, budget.id, resident);
    expect(seen.projects[0]).toMatchObject({ supports: 1, supported: true });
    expect((await fetchBudget(ctx, budget.id)).projects[0]!.supported).toBe(false);
  });

  it('is 404 for a project of another budget and 409 outside supporting', async () => {
    const other = await createBudgetRow(ctx.db, {
      phase: 'supporting',
      statementIds: [(await statementWith(1)).id],
    });
    const budget = await createBudgetRow(ctx.db, { phase: 'supporting' });
    const accepting = await createBudgetRow(ctx.db, {
      statementIds: [(await statementWith(1)).id],
    });
    const before = await budgetRows(ctx);
    const supportIn = (budgetId: number, projectId: number) =>
      call(ctx, resident, 'POST', `/api/auth/budgets/${budgetId}/supports`, {
        project_id: projectId,
      });
    expect((await supportIn(budget.id, other.projects[0]!.id)).statusCode).toBe(404);
    expect((await supportIn(accepting.id, accepting.projects[0]!.id)).statusCode).toBe(409);
    expect(await budgetRows(ctx)).toEqual(before);
  });
});

describe('POST /api/auth/admin/budgets/{id}/projects/{project_id}/review', () => {
  it('works only while reviewing; bad input changes nothing', async () => {
    const budget = await createBudgetRow(ctx.db, {
      phase: 'reviewing',
      statementIds: [(await statementWith(900)).id],
    });
    const project = budget.projects[0]!;
    const url = `/api/auth/admin/budgets/${budget.id}/projects/${project.id}/review`;
    const before = await budgetRows(ctx);
    for (const payload of [
      { feasible: 'yes', price: 100, explanation: 'x' },
      { feasible: true, price: -1, explanation: 'x' },
      { feasible: true, price: 100, explanation: '   ' },
      { price: 100, explanation: 'x' },
    ]) {
      expect((await call(ctx, manager, 'POST', url, payload)).statusCode).toBe(422);
    }
    expect(
      (
        await call(
          ctx,
          manager,
          'POST',
          `/api/auth/admin/budgets/${budget.id}/projects/2147483647/review`,
          {
            feasible: true,
            price: 1,
            explanation: 'x',
          },
        )
      ).statusCode,
    ).toBe(404);
    expect(await budgetRows(ctx)).toEqual(before);
    expect((await fetchBudget(ctx, budget.id)).projects[0]).toMatchObject({
      price: 1000,
      feasible: null,
      explanation: null,
    });
    const ok = await call(ctx, manager, 'POST', url, {
      feasible: false,
      price: 1200,
      explanation: '用地がありません。',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.projects[0]).toMatchObject({
      price: 1200,
      feasible: false,
      explanation: '用地がありません。',
    });
    await call(ctx, manager, 'POST', `/api/auth/admin/budgets/${budget.id}/phase`, {
      phase: 'balloting',
    });
    const late = await call(ctx, manager, 'POST', url, {
      feasible: true,
      price: 1,
      explanation: 'x',
    });
    expect(late.statusCode).toBe(409);
    expect((await fetchBudget(ctx, budget.id)).projects[0]).toMatchObject({ price: 1200 });
  });
});

describe('PUT /api/auth/budgets/{id}/ballot', () => {
  it('refuses over the total, infeasible, unreviewed and unknown projects, keeping the ballot', async () => {
    const budget = await createBudgetRow(ctx.db, {
      phase: 'balloting',
      total: 2500,
      statementIds: await Promise.all([1, 2, 3, 4].map(async () => (await statementWith(1)).id)),
    });
    const [a, b, c, d] = budget.projects.map((project) => project.id) as [
      number,
      number,
      number,
      number,
    ];
    await ctx.db.update(budgetProjects).set({ feasible: false }).where(eq(budgetProjects.id, c));
    await ctx.db.update(budgetProjects).set({ feasible: null }).where(eq(budgetProjects.id, d));
    const other = await createBudgetRow(ctx.db, {
      phase: 'balloting',
      statementIds: [(await statementWith(1)).id],
    });
    const put = (projectIds: unknown) =>
      call(ctx, resident, 'PUT', `/api/auth/budgets/${budget.id}/ballot`, {
        project_ids: projectIds,
      });
    const kept = await put([a, b, a]);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toEqual({ project_ids: [a, b], spent: 2000 });

    const refusals: [unknown, string][] = [
      [[a, b, budget.projects[2]!.id], 'A project found infeasible cannot be voted for.'],
      [[a, d], 'A project found infeasible cannot be voted for.'],
      [[a, other.projects[0]!.id], 'A project is not part of this budget.'],
      [[a, 2147483647], 'A project is not part of this budget.'],
    ];
    for (const [ids, message] of refusals) {
      const res = await put(ids);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.project_ids).toEqual([message]);
    }
    await ctx.db
      .update(budgetProjects)
      .set({ feasible: true, price: 600 })
      .where(eq(budgetProjects.id, d));
    const over = await put([a, b, d]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.project_ids).toEqual([
      'The projects chosen add up to ¥2,600, more than the budget of ¥2,500.',
    ]);
    expect((await put('all')).statusCode).toBe(422);
    expect((await fetchBudget(ctx, budget.id, resident)).ballot).toEqual([a, b]);

    expect((await put([])).json().data).toEqual({ project_ids: [], spent: 0 });
    expect((await fetchBudget(ctx, budget.id, resident)).ballot).toEqual([]);
  });

  it('is 409 outside balloting and keeps nothing', async () => {
    for (const phase of ['accepting', 'supporting', 'reviewing', 'finished'] as const) {
      const budget = await createBudgetRow(ctx.db, { phase });
      const res = await call(ctx, resident, 'PUT', `/api/auth/budgets/${budget.id}/ballot`, {
        project_ids: [],
      });
      expect(res.statusCode, phase).toBe(409);
      expect((await fetchBudget(ctx, budget.id, resident)).ballot).toBeNull();
    }
  });
});

describe('GET /api/budgets/{id}/results', () => {
  it('is 409 before the budget finishes and 404 for none', async () => {
    const budget = await createBudgetRow(ctx.db, { phase: 'balloting' });
    expect((await call(ctx, null, 'GET', `/api/budgets/${budget.id}/results`)).statusCode).toBe(
      409,
    );
    expect((await call(ctx, null, 'GET', '/api/budgets/2147483647/results')).statusCode).toBe(404);
  });

  it('takes projects by ballots, skips one that does not fit, breaks ties the same way', async () => {
    // Total 8000. By ballots: big (3), tie2 (2, more supports), tie1 (2), mid (1), small (1).
    const ids = await Promise.all([1, 2, 3, 4, 5].map(async () => (await statementWith(1)).id));
    const budget = await createBudgetRow(ctx.db, {
      phase: 'balloting',
      total: 8000,
      statementIds: ids,
    });
    const [big, mid, small, tie1, tie2] = budget.projects.map((project) => project.id) as number[];
    const set = (id: number, values: Partial<typeof budgetProjects.$inferInsert>) =>
      ctx.db.update(budgetProjects).set(values).where(eq(budgetProjects.id, id));
    await set(big!, { price: 6000 });
    await set(mid!, { price: 4000 });
    await set(small!, { price: 500 });
    await set(tie1!, { price: 1500 });
    // tie2 has more supports than tie1: it comes first although it entered later.
    await set(tie2!, { price: 3000, supportCount: 3 });
    const voters = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(ctx.db)));
    const ballots = [[big, tie1], [big, tie1], [big, small], [tie2, mid], [tie2]];
    for (const [i, voter] of voters.entries()) {
      const res = await call(ctx, voter, 'PUT', `/api/auth/budgets/${budget.id}/ballot`, {
        project_ids: ballots[i],
      });
      expect(res.statusCode).toBe(200);
    }
    await call(ctx, manager, 'POST', `/api/auth/admin/budgets/${budget.id}/phase`, {
      phase: 'finished',
    });
    const results = (await call(ctx, null, 'GET', `/api/budgets/${budget.id}/results`)).json<{
      data: BudgetResults;
    }>().data;
    // big fits (2000 left); tie2 does not and is skipped; tie1 fits (500 left); mid does not;
    // small fits.
    expect(results.projects.map((project) => project.id)).toEqual([big, tie2, tie1, mid, small]);
    expect(results.winners).toEqual([big, tie1, small]);
    expect(results.spent).toBe(8000);
    expect(results.projects.map((project) => project.won)).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(results.projects.map((project) => project.ballots)).toEqual([3, 2, 2, 1, 1]);
  });
});

describe('the data export (decision 029)', () => {
  it('lists the projects a person supports and the ballot they keep', async () => {
    const supporting = await createBudgetRow(ctx.db, {
      phase: 'supporting',
      statementIds: [(await statementWith(1)).id],
    });
    const balloting = await createBudgetRow(ctx.db, {
      phase: 'balloting',
      statementIds: [(await statementWith(1)).id],
    });
    const voter = await createUser(ctx.db);
    const supported = supporting.projects[0]!.id;
    const chosen = balloting.projects[0]!.id;
    await call(ctx, voter, 'POST', `/api/auth/budgets/${supporting.id}/supports`, {
      project_id: supported,
    });
    await call(ctx, voter, 'PUT', `/api/auth/budgets/${balloting.id}/ballot`, {
      project_ids: [chosen],
    });
    const exported = (await call(ctx, voter, 'GET', '/api/auth/user/export')).json();
    expect(exported.budget_supports).toMatchObject([
      { budget_id: supporting.id, project_id: supported },
    ]);
    expect(exported.budget_ballots).toMatchObject([
      { budget_id: balloting.id, project_ids: [chosen] },
    ]);
  });
});
