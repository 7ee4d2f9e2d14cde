import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StatementDetail, StatementListResponse } from '@iagree/contract';
import { statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createDepartmentRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { anotherStatement, createStatement } from './statement-test-helpers.ts';

let ctx: TestContext;
let manager: TestUser;
let author: TestUser;
let roadsStaff: TestUser;
let parksStaff: TestUser;
let roads: { id: number; name: string };
let parks: { id: number; name: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await createUser(ctx.db, { role: 1 });
  author = await createUser(ctx.db);
  roadsStaff = await createUser(ctx.db, { name: '道路課の職員' });
  parksStaff = await createUser(ctx.db, { name: '公園課の職員' });
  roads = await createDepartmentRow(ctx.db, { name: '道路課', memberIds: [roadsStaff.id] });
  parks = await createDepartmentRow(ctx.db, { name: '公園課', memberIds: [parksStaff.id] });
});
afterAll(() => ctx.close());

const post = (path: string, payload: Record<string, unknown>, who: TestUser) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/statements/${path}`,
    headers: { ...who.auth, 'x-client-locale': 'en' },
    payload,
  });
const setStatus = (id: number, who: TestUser, status = 'in_progress', answer = '確認します') =>
  post(`${id}/status`, { status, answer }, who);
const assign = (id: number, departmentId: number | string, who: TestUser) =>
  post(`${id}/assign`, { department_id: departmentId }, who);

const detail = async (id: number) =>
  (await ctx.app.inject({ url: `/api/statements/${id}` })).json<{ data: StatementDetail }>().data;
const departmentOf = async (id: number) =>
  (await ctx.db.select().from(statements).where(eq(statements.id, id)))[0]?.departmentId;

describe('staff act on their department’s statements only', () => {
  it('lets the staff in charge set the status, and refuses another department’s', async () => {
    const { id } = await createStatementRow(ctx.db, author.id, { departmentId: roads.id });
    const refused = await setStatus(id, parksStaff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the staff of the department in charge and administrators can act on this statement.',
    );
    expect((await detail(id)).status).toBe('open');
    expect((await setStatus(id, author)).statusCode).toBe(403);

    const res = await setStatus(id, roadsStaff, 'in_progress', '現地を確認します');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: StatementDetail }>().data).toMatchObject({
      status: 'in_progress',
      answer: '現地を確認します',
      answered_by: '道路課の職員',
      department: { id: roads.id, name: '道路課' },
    });
    expect((await setStatus(id, manager, 'done', '補修しました')).statusCode).toBe(200);
  });

  it('leaves a statement nobody owns to role 1’s status, and to any staff to take up', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    expect((await setStatus(id, roadsStaff)).statusCode).toBe(403);
    expect((await assign(id, parks.id, author)).statusCode).toBe(403);
    const taken = await assign(id, roads.id, roadsStaff);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.department).toEqual({ id: roads.id, name: '道路課' });
    expect((await setStatus(id, roadsStaff)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/statements/{id}/assign', () => {
  it('hands a statement over, logged with from and to; the new staff take it from there', async () => {
    const { id } = await createStatementRow(ctx.db, author.id, { departmentId: roads.id });
    expect((await assign(id, roads.id, parksStaff)).statusCode).toBe(403);
    const res = await assign(id, parks.id, roadsStaff);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: StatementDetail }>().data.department).toEqual({
      id: parks.id,
      name: '公園課',
    });
    expect((await setStatus(id, roadsStaff)).statusCode).toBe(403);
    expect((await setStatus(id, parksStaff)).statusCode).toBe(200);

    const log = await ctx.app.inject({ url: '/api/auth/moderation/log', headers: manager.auth });
    expect(log.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'assign',
          actor_name: '道路課の職員',
          target_type: 'statement',
          target_id: id,
          details: { from: roads.id, to: parks.id },
        }),
      ]),
    );
  });

  it('refuses an unknown department, the same one, bad ids and unknown statements, changing nothing', async () => {
    const { id } = await createStatementRow(ctx.db, author.id, { departmentId: roads.id });
    const unknown = await assign(id, 999_999, manager);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.department_id).toEqual(['Unknown department.']);
    const same = await assign(id, roads.id, manager);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.department_id).toEqual([
      'This department is already in charge of the statement.',
    ]);
    expect((await assign(id, 'parks', manager)).statusCode).toBe(422);
    expect((await post(`${id}/assign`, {}, manager)).statusCode).toBe(422);
    expect((await assign(999_999, parks.id, manager)).statusCode).toBe(404);
    expect(await departmentOf(id)).toBe(roads.id);
    expect((await detail(id)).timeline.map((step) => step.kind)).toEqual(['received']);
    const hidden = await createStatementRow(ctx.db, author.id, {
      departmentId: roads.id,
      hiddenAt: new Date(),
      hiddenReason: 'moderator',
    });
    expect((await assign(hidden.id, parks.id, roadsStaff)).statusCode).toBe(404);
    expect(await departmentOf(hidden.id)).toBe(roads.id);
  });
});

describe('routing a new statement', () => {
  it('gives it the department of its categories, within an area before the whole city', async () => {
    const poster = await createUser(ctx.db);
    const cityRoads = await createDepartmentRow(ctx.db, { name: '市道路課', categoryIds: [9] });
    const nerima = await createDepartmentRow(ctx.db, {
      name: '練馬土木事務所',
      categoryIds: [9],
      areaMunicipality: '東京都練馬区',
    });
    const toyosu = await createDepartmentRow(ctx.db, {
      name: '豊洲出張所',
      categoryIds: [10],
      areaPolygon: {
        type: 'Polygon',
        coordinates: [
          [
            [139.78, 35.64],
            [139.81, 35.64],
            [139.81, 35.67],
            [139.78, 35.67],
            [139.78, 35.64],
          ],
        ],
      },
    });
    const routed = async (fields: Record<string, string>) => {
      const res = await createStatement(ctx, poster.auth, { ...anotherStatement(), ...fields });
      expect(res.statusCode).toBe(201);
      return res.json<{ data: StatementDetail }>().data;
    };
    const inNerima = await routed({ categories: '9', address: '東京都練馬区豊玉北6丁目' });
    expect(inNerima.department).toEqual({ id: nerima.id, name: '練馬土木事務所' });
    expect(inNerima.timeline).toEqual([
      expect.objectContaining({
        kind: 'received',
        status: 'open',
        answer: null,
        department: { id: nerima.id, name: '練馬土木事務所' },
      }),
    ]);
    const nominatimStyle = await routed({ categories: '9', address: '豊玉北, 練馬区, 東京都' });
    expect(nominatimStyle.department?.id).toBe(nerima.id);
    expect(
      (await routed({ categories: '9', address: '東京都江東区豊洲3丁目' })).department?.id,
    ).toBe(cityRoads.id);
    const inToyosu = await routed({ categories: '10', latitude: '35.6545', longitude: '139.796' });
    expect(inToyosu.department?.id).toBe(toyosu.id);
    const outside = await routed({ categories: '10', latitude: '35.7', longitude: '139.7' });
    expect(outside.department).toBeNull();
    expect(outside.timeline[0]).toMatchObject({ kind: 'received', department: null });
    expect((await routed({ categories: '' })).department).toBeNull();
  });
});

describe('the public timeline', () => {
  it('lists received, each status change with its answer and each hand-over, with their departments', async () => {
    const { id } = await createStatementRow(ctx.db, author.id, { departmentId: roads.id });
    // A guest's answer is stored, then every change shows in the next one.
    const first = await ctx.app.inject({ url: `/api/statements/${id}` });
    expect(first.json().data.timeline).toHaveLength(1);
    await setStatus(id, roadsStaff, 'under_review', '担当で検討します');
    await assign(id, parks.id, roadsStaff);
    await setStatus(id, parksStaff, 'done', '遊具を直しました');
    const after = await ctx.app.inject({ url: `/api/statements/${id}` });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const steps = after.json<{ data: StatementDetail }>().data.timeline;
    expect(
      steps.map(({ kind, status, answer, department }) => ({
        kind,
        status,
        answer,
        department: department?.name,
      })),
    ).toEqual([
      { kind: 'received', status: 'open', answer: null, department: '道路課' },
      { kind: 'status', status: 'under_review', answer: '担当で検討します', department: '道路課' },
      { kind: 'assigned', status: 'under_review', answer: null, department: '公園課' },
      { kind: 'status', status: 'done', answer: '遊具を直しました', department: '公園課' },
    ]);
    const times = steps.map((step) => Date.parse(step.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('GET /api/statements?department=', () => {
  it('lists one department’s statements; an unknown one is refused', async () => {
    const own = await createStatementRow(ctx.db, author.id, { departmentId: parks.id });
    const other = await createStatementRow(ctx.db, author.id, { departmentId: roads.id });
    const list = await ctx.app.inject({
      url: `/api/statements?department=${parks.id}&sortBy=created_at_desc`,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json<StatementListResponse>().data.map((item) => item.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(
      list.json<StatementListResponse>().data.every((item) => item.department?.id === parks.id),
    ).toBe(true);
    const unknown = await ctx.app.inject({
      url: '/api/statements?department=999999',
      headers: { 'x-client-locale': 'en' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.department).toEqual(['Unknown department.']);
    expect((await ctx.app.inject({ url: '/api/statements?department=abc' })).statusCode).toBe(422);
  });
});
