import { and, between, gte, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MapBox } from '@iagree/contract';

/** Cells per box, about: a dense box answers at most two markers per cell plus one cluster. */
const TARGET_CELLS = 100;
const MAX_CELLS_PER_SIDE = 20;

export interface Grid {
  /** Cell size in degrees. */
  size: number;
  /** SQL for a row's cell column and row numbers. */
  cellX: SQL<number>;
  cellY: SQL<number>;
}

/** The box read from the query: west/east longitudes, south/north latitudes. */
export function boxOf(query: MapBox) {
  const west = query.top_x;
  const east = query.bottom_x;
  const crossesAntimeridian = west > east;
  return {
    west,
    east,
    north: query.top_y,
    south: query.bottom_y,
    crossesAntimeridian,
    width: crossesAntimeridian ? east - west + 360 : east - west,
  };
}
export type Box = ReturnType<typeof boxOf>;

/** Rows whose point lies inside the box (edges included). */
export function insideBox(box: Box, lat: AnyColumn, lng: AnyColumn): SQL | undefined {
  const longitude = box.crossesAntimeridian
    ? or(gte(lng, box.west), lte(lng, box.east))
    : between(lng, box.west, box.east);
  return and(between(lat, box.south, box.north), longitude);
}

/**
 * Square cells (in degrees) that divide the box into about TARGET_CELLS, never more than
 * MAX_CELLS_PER_SIDE along a side, so the answer's size does not depend on the box's size.
 */
export function gridOf(box: Box, lat: AnyColumn, lng: AnyColumn): Grid {
  const height = box.north - box.south;
  const size = Math.max(
    Math.sqrt((box.width * height) / TARGET_CELLS),
    box.width / MAX_CELLS_PER_SIDE,
    height / MAX_CELLS_PER_SIDE,
    1e-6,
  );
  const offsetX = box.crossesAntimeridian
    ? sql`CASE WHEN ${lng} >= ${box.west} THEN ${lng} - ${box.west} ELSE ${lng} - ${box.west} + 360 END`
    : sql`${lng} - ${box.west}`;
  return {
    size,
    cellX: sql<number>`floor((${offsetX}) / ${size})::int`,
    cellY: sql<number>`floor((${lat} - ${box.south}) / ${size})::int`,
  };
}
