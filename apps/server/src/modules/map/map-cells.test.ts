import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementMapCells, statements } from '../../db/schema.ts';
import { boxOf, cellSize } from './box.ts';
import { CELL_LEVELS, cellLevel } from './grid-cells.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createStatementRow, createUser } from '../../test/factories.ts';

let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  userId = (await createUser(ctx.db)).id;
});
afterAll(() => ctx.close());

const snapshot = async () =>
  (
    await ctx.db
      .select()
      .from(statementMapCells)
      .orderBy(asc(statementMapCells.level), asc(statementMapCells.cx), asc(statementMapCells.cy))
  ).map((cell) => ({
    ...cell,
    sumLat: Math.round(cell.sumLat * 1e6),
    sumLng: Math.round(cell.sumLng * 1e6),
  }));

/** The ~300 m cells holding `id`, or holding more than two. */
const finest = (id: number) =>
  ctx.db
    .select()
    .from(statementMapCells)
    .where(
      sql`${statementMapCells.level} = 16 AND ${id} = ANY(${statementMapCells.ids}) OR (${statementMapCells.level} = 16 AND ${statementMapCells.n} > 2)`,
    );

describe('statement_map_cells, kept by triggers', () => {
  it('matches a full rebuild after inserts, moves, un-placing and deletes', async () => {
    const at = (latitude: number | null, longitude: number | null) =>
      createStatementRow(ctx.db, userId, { latitude, longitude });
    // Three in one ~300 m cell, two in another, others apart, one without a place.
    const shibuya = [
      await at(35.6581, 139.7017),
      await at(35.6582, 139.7018),
      await at(35.6583, 139.7016),
    ];
    const ueno = [await at(35.7138, 139.7773), await at(35.7139, 139.7774)];
    const far = [await at(43.06, 141.35), await at(26.21, 127.68), await at(-33.87, 151.21)];
    await at(null, null);

    // Down from three to two in the Shibuya cell: the two left are named again.
    await ctx.db.delete(statements).where(eq(statements.id, shibuya[0]!.id));
    const cells = await finest(shibuya[1]!.id);
    expect(cells).toHaveLength(1);
    expect(cells[0]).toMatchObject({ n: 2, ids: [shibuya[1]!.id, shibuya[2]!.id] });

    // Moves, un-placing and placing.
    await ctx.db
      .update(statements)
      .set({ latitude: 34.69, longitude: 135.5 })
      .where(eq(statements.id, ueno[0]!.id));
    await ctx.db
      .update(statements)
      .set({ latitude: null, longitude: null })
      .where(eq(statements.id, far[0]!.id));
    await ctx.db.update(statements).set({ title: '題名だけ' }).where(eq(statements.id, far[1]!.id));
    await ctx.db.delete(statements).where(inArray(statements.id, [far[2]!.id, ueno[1]!.id]));

    const kept = await snapshot();
    await ctx.db.execute(sql`SELECT statement_map_cells_rebuild()`);
    expect(kept).toEqual(await snapshot());
    // At the ~300 m level: Shibuya's two, Osaka and Okinawa; every level from 3 to 18 is kept.
    expect(
      kept
        .filter((cell) => cell.level === 16)
        .map((cell) => cell.n)
        .sort(),
    ).toEqual([1, 1, 2]);
    expect(new Set(kept.map((cell) => cell.level))).toEqual(
      new Set(
        Array.from(
          { length: CELL_LEVELS.max - CELL_LEVELS.min + 1 },
          (_, index) => CELL_LEVELS.min + index,
        ),
      ),
    );
  });

  it('serve a box as wide as a ward (6 km), not only a city, from the kept cells', () => {
    const ward = boxOf({ top_x: 139.7, top_y: 35.7, bottom_x: 139.76, bottom_y: 35.655 });
    expect(cellLevel(cellSize(ward))).toBe(17);
    const neighbourhood = boxOf({ top_x: 139.7, top_y: 35.7, bottom_x: 139.713, bottom_y: 35.69 });
    // Finer than the finest level: grouped from the rows, which are few in such a box.
    expect(cellLevel(cellSize(neighbourhood))).toBeNull();
  });
});
