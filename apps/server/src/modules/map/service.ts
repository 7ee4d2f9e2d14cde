import { and, count, max, min, sql } from 'drizzle-orm';
import {
  MAP_MAX_MARKERS,
  type MapCluster,
  type MapEventsResponse,
  type MapRange,
  type MapStatementsResponse,
  type MapType,
} from '@iagree/contract';
import { boxOf, gridOf, insideBox, type Box } from './box.ts';
import { eventSource, statementSource, type MapSource, type PresentContext } from './sources.ts';

/** A cell holding this many items or fewer shows them as markers rather than as a cluster. */
const MARKERS_PER_CELL = 2;

interface Located<Item> {
  data: Item[];
  clusters: MapCluster[];
}

/**
 * Items inside the box and range. A box with more than MAP_MAX_MARKERS of them is divided into
 * a grid in SQL: sparse cells still give their items, dense cells one cluster each.
 */
async function locate<Item>(
  source: MapSource<Item>,
  box: Box,
  range: MapRange,
  context: PresentContext,
): Promise<Located<Item>> {
  const { db } = context;
  const where = and(
    insideBox(box, source.latitude, source.longitude),
    source.inRange(range, context.now),
  );
  const probe = await db
    .select({ id: source.id })
    .from(source.table)
    .where(where)
    .limit(MAP_MAX_MARKERS + 1);
  if (probe.length <= MAP_MAX_MARKERS) {
    return {
      data: await source.present(
        probe.map((row) => row.id as number),
        context,
      ),
      clusters: [],
    };
  }

  const grid = gridOf(box, source.latitude, source.longitude);
  const cells = await db
    .select({
      count: count(),
      latitude: sql<number>`avg(${source.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${source.longitude})`.mapWith(Number),
      firstId: min(source.id),
      lastId: max(source.id),
    })
    .from(source.table)
    .where(where)
    .groupBy(grid.cellX, grid.cellY);

  const ids: number[] = [];
  const clusters: MapCluster[] = [];
  for (const cell of cells) {
    if (cell.count > MARKERS_PER_CELL) {
      clusters.push({ latitude: cell.latitude, longitude: cell.longitude, count: cell.count });
    } else {
      ids.push(...new Set([cell.firstId, cell.lastId].map(Number)));
    }
  }
  return { data: await source.present(ids, context), clusters };
}

export interface MapRequest {
  type: MapType;
  top_x: number;
  top_y: number;
  bottom_x: number;
  bottom_y: number;
  range: MapRange;
}

export async function loadMap(
  context: Omit<PresentContext, 'now'> & { now?: Date },
  request: MapRequest,
): Promise<MapStatementsResponse | MapEventsResponse> {
  const full = { ...context, now: context.now ?? new Date() };
  const box = boxOf(request);
  return request.type === 'events'
    ? locate(eventSource, box, request.range, full)
    : locate(statementSource, box, request.range, full);
}
