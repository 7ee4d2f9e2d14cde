import { and, between, count, eq, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { statementMapCells } from '../../db/schema.ts';
import { cellOf, type Box } from './box.ts';
import type { MapSource } from './sources.ts';

/** One cell of the box's grid: how many items, their centre, and their ids when few. */
export interface GridCell {
  count: number;
  latitude: number;
  longitude: number;
  /** Set when the cell holds two items or fewer. */
  ids: number[];
}

/**
 * Groups the rows inside the box by grid cell: reads every row, so fine for small counts.
 * `keyword`: the rows are a keyword's matches, found by ANDing the search index's bitmap with
 * the box's. Over a city, PostgreSQL's default 4 MB of work_mem made that bitmap lossy, and every
 * row of its lossy pages was checked again with its vector decompressed: 862 ms for ベンチ over
 * Tokyo's 23 wards, 228 ms with 16 MB (docs/performance.md). Only that query's transaction
 * gets more.
 */
export async function rawCells(
  db: Database,
  source: MapSource<unknown>,
  where: SQL | undefined,
  box: Box,
  size: number,
  keyword: boolean,
): Promise<GridCell[]> {
  const cell = cellOf(box, size, source.latitude, source.longitude);
  const read = (runner: Database | Transaction) =>
    runner
      .select({
        count: count(),
        latitude: sql<number>`avg(${source.latitude})`.mapWith(Number),
        longitude: sql<number>`avg(${source.longitude})`.mapWith(Number),
        firstId: min(source.id),
        lastId: max(source.id),
      })
      .from(source.table)
      .where(where)
      .groupBy(cell.x, cell.y);
  const rows = keyword
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL work_mem = '16MB'`);
        return read(tx);
      })
    : await read(db);
  return rows.map(({ firstId, lastId, ...row }) => ({
    ...row,
    ids: row.count <= 2 ? [...new Set([Number(firstId), Number(lastId)])] : [],
  }));
}

/** The levels the statement_map_cells triggers keep (migrations map_cells, finer_map_cells). */
export const CELL_LEVELS = { min: 3, max: 18 } as const;
const levelSize = (level: number) => 180 / 2 ** level;

/**
 * The coarsest pre-aggregated level whose cells are at most half a grid cell, so each grid cell
 * gathers at least four of them: null when the grid is finer than the finest level.
 */
export function cellLevel(size: number): number | null {
  const level = Math.max(CELL_LEVELS.min, Math.ceil(Math.log2(360 / size)));
  return level <= CELL_LEVELS.max ? level : null;
}

/** Column (or row) numbers of the level's cells whose centre lies within [from, to]. */
function centresWithin(from: number, to: number, origin: number, size: number): [number, number] {
  return [Math.ceil((from + origin) / size - 0.5), Math.floor((to + origin) / size - 0.5)];
}

/**
 * Groups the pre-aggregated cells of `level` by grid cell: a few thousand rows at most whatever
 * the box. Cells count by their centre, so near the box's edges a count may include items up to
 * half a fine cell outside (a quarter of a grid cell): clusters are approximate there by design.
 */
export async function aggregatedCells(
  db: Database,
  box: Box,
  size: number,
  level: number,
): Promise<GridCell[]> {
  const fine = levelSize(level);
  const c = statementMapCells;
  const centreLat = sql`((${c.cy} + 0.5) * ${fine} - 90)`;
  const centreLng = sql`((${c.cx} + 0.5) * ${fine} - 180)`;
  const [yFrom, yTo] = centresWithin(box.south, box.north, 90, fine);
  const xRanges = box.crossesAntimeridian
    ? [centresWithin(box.west, 180, 180, fine), centresWithin(-180, box.east, 180, fine)]
    : [centresWithin(box.west, box.east, 180, fine)];
  const cell = cellOf(box, size, centreLat, centreLng);
  const rows = await db
    .select({
      count: sql<number>`sum(${c.n})`.mapWith(Number),
      latitude: sql<number>`sum(${c.sumLat}) / sum(${c.n})`.mapWith(Number),
      longitude: sql<number>`sum(${c.sumLng}) / sum(${c.n})`.mapWith(Number),
      ids: sql<
        number[] | null
      >`CASE WHEN sum(${c.n}) <= 2 THEN array_agg(${c.ids}[1]) || array_agg(${c.ids}[2]) END`,
    })
    .from(c)
    .where(
      and(
        eq(c.level, level),
        or(...xRanges.map(([from, to]) => between(c.cx, from, to))),
        between(c.cy, yFrom, yTo),
      ),
    )
    .groupBy(cell.x, cell.y);
  return rows.map(({ ids, ...row }) => ({
    ...row,
    ids: (ids ?? []).filter((id): id is number => id !== null),
  }));
}
