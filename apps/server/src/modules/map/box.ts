import {
  and,
  between,
  gte,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { MapBox } from '@iagree/contract';

/** Cells per box, about: a dense box answers at most two markers per cell plus one cluster. */
const TARGET_CELLS = 100;
const MAX_CELLS_PER_SIDE = 20;

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
 * The side (degrees) of the square cells that divide the box into about TARGET_CELLS, never
 * more than MAX_CELLS_PER_SIDE along a side, so the answer's size does not depend on the box's.
 */
export function cellSize(box: Box): number {
  const height = box.north - box.south;
  return Math.max(
    Math.sqrt((box.width * height) / TARGET_CELLS),
    box.width / MAX_CELLS_PER_SIDE,
    height / MAX_CELLS_PER_SIDE,
    1e-6,
  );
}

/** SQL for the column and row of the box's grid cell that a point falls in. */
export function cellOf(box: Box, size: number, lat: SQLWrapper, lng: SQLWrapper) {
  const offsetX = box.crossesAntimeridian
    ? sql`CASE WHEN ${lng} >= ${box.west} THEN ${lng} - ${box.west} ELSE ${lng} - ${box.west} + 360 END`
    : sql`${lng} - ${box.west}`;
  return {
    x: sql<number>`floor((${offsetX}) / ${size})::int`,
    y: sql<number>`floor((${lat} - ${box.south}) / ${size})::int`,
  };
}
