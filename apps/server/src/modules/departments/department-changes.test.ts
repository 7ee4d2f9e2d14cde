import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import type { Department, StatementDetail } from '@iagree/contract';
import {
  departmentMembers,
  departments,
  moderationLog,
  statements,
  statementTimeline,
} from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createDepartmentRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';

let ctx: TestContext;
let manager: TestUser;
let staff: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await createUser(ctx.db, { role: 1, name: '市の管理者' });
  staff = await createUser(ctx.db, { name: '職員' });
});
afterAll(() => ctx.close());

const send = (
  method: 'PATCH' | 'DELETE',
  id: number,
  payload: unknown,
  who: TestUser | null = manager,
  locale = 'en',
) =>
  ctx.app.inject({
    method,
    url: `/api/auth/admin/departments/${id}`,
    headers: { ...who?.auth, 'x-client-locale': locale },
    payload: payload as Record<string, unknown>,
  });

/** Every row a refused call must leave as it was. */
const snapshot = async () => ({
  departments: await ctx.db.select().from(departments).orderBy(departments.id),
  members: (await ctx.db.select({ n: count() }).from(departmentMembers))[0]?.n,
  log: (await ctx.db.select({ n: count() }).from(moderationLog))[0]?.n,
  timeline: (await ctx.db.select({ n: count() }).from(statementTimeline))[0]?.n,
  assigned: await ctx.db
    .select({ id: statements.id, departmentId: statements.departmentId })
    .from(statements)
    .orderBy(statements.id),
});

const lastLog = async () =>
  (await ctx.db.select().from(moderationLog).orderBy(desc(moderationLog.id)).limit(1))[0];

const detail = async (id: number) =>
  (await ctx.app.inject({ url: `/api/statements/${id}` })).json<{ data: StatementDetail }>().data;

describe('PATCH /api/auth/admin/departments/{id}', () => {
  it('renames a department, logged with who, the old and new names and why; statements show it', async () => {
    const department = await createDepartmentRow(ctx.db, { name: '公園課' });
    const statement = await createStatementRow(ctx.db, staff.id, { departmentId: department.id });
    expect((await detail(statement.id)).department?.name).toBe('公園課');

    const res = await send('PATCH', department.id, {
      name: ' みどり公園課 ',
      reason: '組織改正のため',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Department }>().data).toMatchObject({
      id: department.id,
      name: 'みどり公園課',
      statements: 1,
    });
    expect(await lastLog()).toMatchObject({
      actorId: manager.id,
      action: 'department_rename',
      targetType: 'department',
      targetId: department.id,
      reason: '組織改正のため',
      details: { from: '公園課', to: 'みどり公園課' },
      createdAt: expect.any(Date),
    });
    // The shared answer of the detail is not served on with the old name.
    expect((await detail(statement.id)).department?.name).toBe('みどり公園課');
  });

  it('refuses a taken name (409), bad input (422), an unknown id (404) and anyone but role 1', async () => {
    const department = await createDepartmentRow(ctx.db, { name: '道路課' });
    await createDepartmentRow(ctx.db, { name: '河川課' });
    const before = await snapshot();
    const taken = await send(
      'PATCH',
      department.id,
      { name: '河川課', reason: '統合' },
      manager,
      'ja',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('この名前の部署はすでにあります。');
    expect((await send('PATCH', department.id, { name: '', reason: 'x' })).statusCode).toBe(422);
    expect((await send('PATCH', department.id, { name: '新しい名前' })).statusCode).toBe(422);
    expect(
      (await send('PATCH', department.id, { name: 'x'.repeat(101), reason: 'x' })).statusCode,
    ).toBe(422);
    expect((await send('PATCH', 999_999, { name: '新しい名前', reason: 'x' })).statusCode).toBe(
      404,
    );
    const body = { name: '新しい名前', reason: 'x' };
    expect((await send('PATCH', department.id, body, null)).statusCode).toBe(401);
    expect((await send('PATCH', department.id, body, staff)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/auth/admin/departments/{id}', () => {
  it('deletes a department in charge of nothing, with its staff, logged with why', async () => {
    const department = await createDepartmentRow(ctx.db, {
      name: '廃止する課',
      categoryIds: [2],
      memberIds: [staff.id],
    });
    const res = await send('DELETE', department.id, { reason: '業務がなくなったため' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: department.id, handed_over: 0 } });
    expect(
      await ctx.db.select().from(departments).where(eq(departments.id, department.id)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(departmentMembers)
        .where(eq(departmentMembers.departmentId, department.id)),
    ).toEqual([]);
    expect(await lastLog()).toMatchObject({
      actorId: manager.id,
      action: 'department_delete',
      targetId: department.id,
      reason: '業務がなくなったため',
      details: { name: '廃止する課', handed_over: 0 },
    });
  });

  it('refuses with 409 while it is in charge of statements, hidden ones too, and changes nothing', async () => {
    const department = await createDepartmentRow(ctx.db);
    await createStatementRow(ctx.db, staff.id, { departmentId: department.id });
    await createStatementRow(ctx.db, staff.id, {
      departmentId: department.id,
      hiddenAt: new Date(),
    });
    const before = await snapshot();
    const res = await send('DELETE', department.id, { reason: '統合' }, manager, 'ja');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'この部署は2件の声を担当しています。引き継ぐ部署を選んでから削除してください。',
      code: 'department_in_charge',
    });
    const en = await send('DELETE', department.id, { reason: '統合' });
    expect(en.json().message).toBe(
      'This department is in charge of 2 statements: choose the department that takes them over, then delete it.',
    );
    for (const payload of [
      {},
      { reason: '' },
      { reason: 'x', hand_over_to: department.id },
      { reason: 'x', hand_over_to: 999_999 },
      { reason: 'x', hand_over_to: 'abc' },
    ]) {
      expect(
        (await send('DELETE', department.id, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
    expect((await send('DELETE', 999_999, { reason: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', department.id, { reason: 'x' }, null)).statusCode).toBe(401);
    expect((await send('DELETE', department.id, { reason: 'x' }, staff)).statusCode).toBe(403);
    const list = await ctx.app.inject({
      url: '/api/auth/admin/departments',
      headers: manager.auth,
    });
    expect(
      list.json<{ data: Department[] }>().data.find((row) => row.id === department.id)?.statements,
    ).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it('hands every statement over to the department named, each with a timeline step, then deletes', async () => {
    const leaving = await createDepartmentRow(ctx.db, { name: '旧 清掃課' });
    const heir = await createDepartmentRow(ctx.db, { name: '環境課' });
    const first = await createStatementRow(ctx.db, staff.id, { departmentId: leaving.id });
    const second = await createStatementRow(ctx.db, staff.id, {
      departmentId: leaving.id,
      status: 'in_progress',
    });
    const res = await send('DELETE', leaving.id, { reason: '環境課へ統合', hand_over_to: heir.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: leaving.id, handed_over: 2 } });
    const moved = await detail(second.id);
    expect(moved.department).toEqual({ id: heir.id, name: '環境課' });
    expect(moved.timeline.at(-1)).toMatchObject({
      kind: 'assigned',
      status: 'in_progress',
      department: { id: heir.id, name: '環境課' },
    });
    expect((await detail(first.id)).department?.id).toBe(heir.id);
    expect(await lastLog()).toMatchObject({
      action: 'department_delete',
      reason: '環境課へ統合',
      details: { name: '旧 清掃課', handed_over: 2, to: heir.id, to_name: '環境課' },
    });
  });
});
