import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_WEEKS, type CityStats } from '@iagree/contract';
import { statementTimeline } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createDepartmentRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { cityStats, firstWeekStart } from './stats.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-27T03:00:00Z'); // a Friday, 12:00 in Japan

let ctx: TestContext;
let manager: TestUser;
let staff: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await createUser(ctx.db, { role: 1 });
  staff = await createUser(ctx.db);
  user = await createUser(ctx.db);
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** A statement received `days` ago whose status changed (to `status`) after `after` days. */
async function answered(
  departmentId: number | null,
  days: number,
  steps: { after: number; status: 'in_progress' | 'done' }[],
  categories: number[] = [],
) {
  const last = steps.at(-1)?.status ?? 'open';
  const row = await createStatementRow(ctx.db, user.id, {
    departmentId,
    createdAt: daysAgo(days),
    status: last,
    answer: steps.length > 0 ? '回答' : null,
    categories,
  });
  for (const step of steps) {
    await ctx.db.insert(statementTimeline).values({
      statementId: row.id,
      kind: 'status',
      status: step.status,
      answer: '回答',
      departmentId,
      createdAt: daysAgo(days - step.after),
    });
  }
  return row;
}

describe('the dashboard’s figures', () => {
  it('counts statuses by department and category, weeks, medians and the oldest unanswered', async () => {
    const roads = await createDepartmentRow(ctx.db, { name: '道路課', memberIds: [staff.id] });
    const parks = await createDepartmentRow(ctx.db, { name: '公園課' });
    await answered(
      roads.id,
      10,
      [
        { after: 2, status: 'in_progress' },
        { after: 6, status: 'done' },
      ],
      [3],
    );
    await answered(roads.id, 9, [{ after: 4, status: 'done' }], [3]);
    await answered(roads.id, 8, [{ after: 1, status: 'in_progress' }], [5]);
    const oldest = await answered(parks.id, 30, [], [5]);
    const newer = await answered(null, 1, []);
    await createStatementRow(ctx.db, user.id, {
      departmentId: parks.id,
      createdAt: daysAgo(40),
      hiddenAt: NOW,
      hiddenReason: 'moderator',
    });

    const stats = await cityStats(ctx.db, 'ja', NOW);
    expect(stats.by_department).toEqual([
      {
        department: { id: parks.id, name: '公園課' },
        counts: { open: 1, under_review: 0, in_progress: 0, done: 0, declined: 0 },
      },
      {
        department: { id: roads.id, name: '道路課' },
        counts: { open: 0, under_review: 0, in_progress: 1, done: 2, declined: 0 },
      },
      {
        department: null,
        counts: { open: 1, under_review: 0, in_progress: 0, done: 0, declined: 0 },
      },
    ]);
    const category = (id: number | null) =>
      stats.by_category.find((row) => (row.category?.id ?? null) === id)?.counts;
    expect(category(3)).toMatchObject({ done: 2 });
    expect(category(5)).toMatchObject({ open: 1, in_progress: 1 });
    expect(category(null)).toMatchObject({ open: 1 });
    expect(category(1)).toEqual({ open: 0, under_review: 0, in_progress: 0, done: 0, declined: 0 });

    expect(stats.per_week).toHaveLength(STATS_WEEKS);
    expect(stats.per_week.at(-1)).toEqual({ week_start: '2026-11-23', count: 1 });
    expect(stats.per_week.at(-2)).toEqual({ week_start: '2026-11-16', count: 3 });
    expect(stats.per_week.reduce((n, week) => n + week.count, 0)).toBe(5);

    // First answers after 2, 4 and 1 days; done after 6 and 4.
    expect(stats.response_times).toMatchObject({ first_response_days: 2, done_days: 5 });
    expect(stats.response_times.by_department).toEqual([
      { department: { id: roads.id, name: '道路課' }, first_response_days: 2, done_days: 5 },
    ]);
    expect(stats.oldest_unanswered.map((row) => row.id)).toEqual([oldest.id, newer.id]);
    expect(stats.oldest_unanswered[0]).toMatchObject({
      department: { id: parks.id, name: '公園課' },
      days_waiting: 30,
    });
  });

  it('weeks start on Monday in Japan', () => {
    // Monday 00:30 in Japan is still Sunday in UTC.
    expect(firstWeekStart(new Date('2026-11-22T15:30:00Z'), 1).toISOString()).toBe(
      '2026-11-22T15:00:00.000Z',
    );
    expect(firstWeekStart(NOW, 2).toISOString()).toBe('2026-11-15T15:00:00.000Z');
  });

  it('GET /api/auth/admin/stats answers role 1 and staff, refuses everyone else', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/admin/stats', headers: manager.auth });
    expect(res.statusCode).toBe(200);
    const stats = res.json<CityStats>();
    expect(stats.per_week).toHaveLength(STATS_WEEKS);
    expect(
      (await ctx.app.inject({ url: '/api/auth/admin/stats', headers: staff.auth })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/auth/admin/stats', headers: user.auth })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/auth/admin/stats' })).statusCode).toBe(401);
  });
});
