import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listHolds,
  type ListFilters,
  type MapStatementsResponse,
  type Statement,
  type StatementListResponse,
} from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createDepartmentRow, createStatementRow, createUser } from '../../test/factories.ts';

/** Central Tokyo, where every statement of this file stands. */
const TOKYO = 'top_x=139.6&top_y=35.8&bottom_x=139.9&bottom_y=35.6';

let ctx: TestContext;
/** Every visible statement as the unfiltered list shows it. */
let shown: Statement[];
let authors: number[];
let departments: number[];

beforeAll(async () => {
  ctx = await buildTestApp();
  authors = [(await createUser(ctx.db)).id, (await createUser(ctx.db)).id];
  departments = [(await createDepartmentRow(ctx.db)).id, (await createDepartmentRow(ctx.db)).id];
  const rows = [
    { author: 0, categories: [1], status: 'open', department: 0 },
    { author: 0, categories: [2], status: 'done', department: 1 },
    { author: 1, categories: [1, 2], status: 'in_progress', department: null },
    { author: 1, categories: [], status: 'done', department: 0 },
    { author: 0, categories: [3], status: 'declined', department: null },
    { author: 1, categories: [1], status: 'under_review', department: 1 },
    { author: 0, categories: [2, 3], status: 'open', department: null },
  ] as const;
  for (const [index, row] of rows.entries()) {
    await createStatementRow(ctx.db, authors[row.author]!, {
      categories: [...row.categories],
      status: row.status,
      departmentId: row.department === null ? null : departments[row.department]!,
      latitude: 35.65 + index * 0.01,
      longitude: 139.7,
    });
  }
  // Hidden: no filter shows it, whatever it matches.
  await createStatementRow(ctx.db, authors[0]!, {
    categories: [1],
    hiddenAt: new Date(),
    hiddenReason: 'moderator',
    latitude: 35.7,
    longitude: 139.75,
  });
  const all = await ctx.app.inject({ url: '/api/statements?sortBy=created_at_asc' });
  shown = all.json<StatementListResponse>().data;
});
afterAll(() => ctx.close());

const query = (filters: ListFilters) =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
  ).toString();

const idsOf = (body: { data: { id: number }[] }) =>
  body.data.map((item) => item.id).sort((a, b) => a - b);

/**
 * The list's SQL (and the map's, which applies the same filters) and the contract's
 * `listHolds`, which the web's cache follows, are one rule: for each filter, the server answers
 * exactly the visible statements the function says the list holds.
 */
describe('the list and the map narrow as listHolds says', () => {
  const filterSets = (): ListFilters[] => [
    {},
    { category: 1 },
    { category: 3 },
    { status: ['done'] },
    { status: ['open', 'in_progress'] },
    { department: departments[0] },
    { department: departments[0], status: ['open'] },
    { department: departments[1], status: ['done', 'under_review'] },
    { category: 2, status: ['done', 'open'] },
    { user_id: authors[1] },
    { user_id: authors[1], status: ['done'] },
    { user_id: authors[0], category: 2 },
    { category: 1, department: departments[1], status: ['under_review'] },
    { category: 12 },
  ];

  it('holds seven visible statements to narrow', () => {
    expect(shown).toHaveLength(7);
  });

  it('in the list', async () => {
    for (const filters of filterSets()) {
      const res = await ctx.app.inject({ url: `/api/statements?${query(filters)}` });
      expect(res.statusCode, res.body).toBe(200);
      const expected = shown.filter((statement) => listHolds(filters, statement));
      expect(idsOf(res.json<StatementListResponse>()), JSON.stringify(filters)).toEqual(
        idsOf({ data: expected }),
      );
    }
  });

  it('on the map (which has no author filter)', async () => {
    for (const filters of filterSets().filter((set) => set.user_id === undefined)) {
      const res = await ctx.app.inject({ url: `/api/map/statements?${TOKYO}&${query(filters)}` });
      expect(res.statusCode, res.body).toBe(200);
      const expected = shown.filter((statement) => listHolds(filters, statement));
      expect(idsOf(res.json<MapStatementsResponse>()), JSON.stringify(filters)).toEqual(
        idsOf({ data: expected }),
      );
    }
  });
});
