import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Department } from '@iagree/contract';
import { departmentMembers, departments } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let ctx: TestContext;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await createUser(ctx.db, { role: 1, name: '市の管理者' });
  user = await createUser(ctx.db, { name: '職員になる人' });
});
afterAll(() => ctx.close());

const create = (payload: unknown, who: TestUser | null = manager) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/admin/departments',
    headers: { ...who?.auth, 'x-client-locale': 'en' },
    payload: payload as Record<string, unknown>,
  });

const addMember = (id: number, payload: unknown, who: TestUser | null = manager) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/admin/departments/${id}/members`,
    headers: { ...who?.auth, 'x-client-locale': 'en' },
    payload: payload as Record<string, unknown>,
  });

const rows = async () => {
  const [departmentRows] = await ctx.db.select({ n: count() }).from(departments);
  const [memberRows] = await ctx.db.select({ n: count() }).from(departmentMembers);
  return { departments: departmentRows?.n, members: memberRows?.n };
};

const square = (west: number, south: number, size: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ],
  ],
});

describe('POST /api/auth/admin/departments', () => {
  it('creates a department with its categories and area, logged; the list shows it', async () => {
    const res = await create({ name: '練馬区 公園課', category_ids: [3, 5], area: '練馬区' });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ data: Department }>().data;
    expect(created).toMatchObject({
      name: '練馬区 公園課',
      area: { type: 'municipality', name: '東京都練馬区' },
      members: [],
    });
    expect(created.categories.map((category) => category.id).sort()).toEqual([3, 5]);

    const polygon = await create({
      name: '豊洲 道路課',
      category_ids: [11],
      area: square(139.78, 35.64, 0.03),
    });
    expect(polygon.statusCode).toBe(201);
    expect(polygon.json().data.area).toEqual(square(139.78, 35.64, 0.03));

    const list = await ctx.app.inject({
      url: '/api/auth/admin/departments',
      headers: manager.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Department[] }>().data.map((d) => d.name)).toEqual(
      expect.arrayContaining(['練馬区 公園課', '豊洲 道路課']),
    );
    const names = await ctx.app.inject({ url: '/api/departments' });
    expect(names.json().data).toEqual(
      expect.arrayContaining([{ id: created.id, name: '練馬区 公園課' }]),
    );
    const log = await ctx.app.inject({ url: '/api/auth/moderation/log', headers: manager.auth });
    expect(log.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'department_create',
          target_type: 'department',
          target_id: created.id,
          target_name: '練馬区 公園課',
        }),
      ]),
    );
  });

  it('refuses bad input with a localized message per field, creating nothing', async () => {
    await create({ name: '既存の課', category_ids: [1] });
    const before = await rows();
    const cases: [unknown, string, string][] = [
      [{ name: '  ', category_ids: [1] }, 'name', 'Please name the department'],
      [{ name: '新しい課', category_ids: [] }, 'category_ids', 'Choose at least one category'],
      [{ name: '新しい課' }, 'category_ids', 'Choose at least one category'],
      [{ name: '新しい課', category_ids: [999] }, 'category_ids', 'Unknown category.'],
      [{ name: '新しい課', category_ids: [1], area: 'どこでもない町' }, 'area', 'No municipality'],
      [{ name: '新しい課', category_ids: [1], area: '府中市' }, 'area', 'several prefectures'],
      [
        {
          name: '新しい課',
          category_ids: [1],
          area: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 2],
              ],
            ],
          },
        },
        'area',
        'GeoJSON Polygon',
      ],
      [
        { name: '新しい課', category_ids: [1], area: { type: 'Point', coordinates: [0, 0] } },
        'area',
        'GeoJSON',
      ],
      [{ name: 'x'.repeat(101), category_ids: [1] }, 'name', 'at most 100'],
    ];
    for (const [payload, field, text] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      // A polygon's error names where in it (area.coordinates.0).
      const errors = Object.entries(res.json<{ errors: Record<string, string[]> }>().errors);
      const named = errors.filter(([key]) => key === field || key.startsWith(`${field}.`));
      expect(named.flatMap(([, texts]) => texts).join(' '), res.body).toContain(text);
    }
    const taken = await create({ name: '既存の課', category_ids: [2] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A department with this name already exists.');
    const japanese = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/departments',
      headers: manager.auth,
      payload: { name: '', category_ids: [1] },
    });
    expect(japanese.json().errors.name).toEqual(['部署名を入力してください']);
    expect(await rows()).toEqual(before);
  });

  it('is role 1’s alone', async () => {
    const staff = await createUser(ctx.db);
    const [department] = await ctx.db
      .insert(departments)
      .values({ name: '職員のいる課' })
      .returning();
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: department!.id, userId: staff.id });
    for (const who of [user, staff]) {
      expect((await create({ name: '勝手な課', category_ids: [1] }, who)).statusCode).toBe(403);
      expect((await addMember(department!.id, { user_id: who.id }, who)).statusCode).toBe(403);
      const list = await ctx.app.inject({ url: '/api/auth/admin/departments', headers: who.auth });
      expect(list.statusCode).toBe(403);
    }
    expect((await create({ name: '勝手な課', category_ids: [1] }, null)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/admin/departments/{id}/members', () => {
  it('adds staff once, logged; their session says which departments they serve', async () => {
    const department = (await create({ name: '道路課', category_ids: [2] })).json()
      .data as Department;
    const first = await addMember(department.id, { user_id: user.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.members).toEqual([{ id: user.id, name: '職員になる人' }]);
    const again = await addMember(department.id, { user_id: user.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.members).toHaveLength(1);

    const me = await ctx.app.inject({ url: '/api/auth/user', headers: user.auth });
    expect(me.json().department_ids).toContain(department.id);
    const log = await ctx.app.inject({ url: '/api/auth/moderation/log', headers: manager.auth });
    const added = log
      .json()
      .data.filter((entry: { action: string }) => entry.action === 'department_member_add');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      target_type: 'user',
      target_id: user.id,
      details: { department_id: department.id, department_name: '道路課' },
    });
  });

  it('refuses an unknown department or user and bad ids, adding nobody', async () => {
    const department = (await create({ name: '下水道課', category_ids: [4] })).json()
      .data as Department;
    const before = await rows();
    expect((await addMember(999_999, { user_id: user.id })).statusCode).toBe(404);
    const unknown = await addMember(department.id, { user_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.user_id).toEqual(['The user was not found.']);
    expect((await addMember(department.id, { user_id: 'someone' })).statusCode).toBe(422);
    expect((await addMember(department.id, {})).statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });
});

describe('DELETE /api/auth/admin/departments/{id}/members/{user_id}', () => {
  const removeMember = (id: number, userId: number | string, who: TestUser | null = manager) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/admin/departments/${id}/members/${userId}`,
      headers: { ...who?.auth, 'x-client-locale': 'en' },
    });

  it('takes staff off, logged; their next request serves the department no more', async () => {
    const staff = await createUser(ctx.db, { name: '異動する人' });
    const department = (await create({ name: '公園課', category_ids: [1] })).json()
      .data as Department;
    await addMember(department.id, { user_id: staff.id });
    const res = await removeMember(department.id, staff.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.members).toEqual([]);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: staff.auth });
    expect(me.json().department_ids).not.toContain(department.id);
    const log = await ctx.app.inject({ url: '/api/auth/moderation/log', headers: manager.auth });
    expect(log.json().data[0]).toMatchObject({
      action: 'department_member_remove',
      target_id: staff.id,
      details: { department_id: department.id, department_name: '公園課' },
    });
    // Once off the staff there is nothing more to remove.
    const again = await removeMember(department.id, staff.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This user is not on the department’s staff.');
  });

  it('is role 1’s alone, and refuses unknown departments and bad ids, removing nobody', async () => {
    const staff = await createUser(ctx.db);
    const department = (await create({ name: '清掃課', category_ids: [9] })).json()
      .data as Department;
    await addMember(department.id, { user_id: staff.id });
    const before = await rows();
    expect((await removeMember(department.id, staff.id, null)).statusCode).toBe(401);
    expect((await removeMember(department.id, staff.id, staff)).statusCode).toBe(403);
    expect((await removeMember(999_999, staff.id)).statusCode).toBe(404);
    expect((await removeMember(department.id, 'someone')).statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });
});
