import { keywordOf } from '../../db/search.ts';
import { notHidden } from '../../db/visibility.ts';
import { and } from 'drizzle-orm';
import {
  MAP_MAX_MARKERS,
  type MapCluster,
  type MapEventsResponse,
  type MapRange,
  type MapStatementsResponse,
  type MapType,
  type StatementStatus,
} from '@iagree/contract';
import { boxOf, cellSize, insideBox, type Box } from './box.ts';
import { aggregatedCells, cellLevel, rawCells } from './grid-cells.ts';
import { eventSource, statementSource, type MapSource, type PresentContext } from './sources.ts';

/** A cell holding this many items or fewer shows them as markers rather than as a cluster. */
const MARKERS_PER_CELL = 2;

interface Located<Item> {
  data: Item[];
  clusters: MapCluster[];
}

/** The list's filters beyond the keyword, which the map applies too (issue 29). */
export interface ListFilters {
  category?: number | undefined;
  status?: StatementStatus[] | undefined;
  department?: number | undefined;
}

/** What the map shows of a table: the items inside the box, of the range, of the list's filters. */
interface Filter extends ListFilters {
  box: Box;
  range: MapRange;
  keyword: string | undefined;
}

/**
 * Items inside the box and range that the keyword finds, of the list's category and statuses.
 * A box with more than MAP_MAX_MARKERS of them is divided into a grid in SQL: sparse cells still
 * give their items, dense cells one cluster each. Without a range, keyword or filter the
 * statements' grid comes from the pre-aggregated cells; a narrowed set is grouped itself
 * (decision 018).
 */
async function locate<Item>(
  source: MapSource<Item>,
  { box, range, keyword, ...filters }: Filter,
  context: PresentContext,
): Promise<Located<Item>> {
  const { db } = context;
  const matches = keywordOf(keyword, source.searchVector);
  const narrowed = source.narrow(filters);
  const where = and(
    insideBox(box, source.latitude, source.longitude),
    source.inRange(range, context.now),
    notHidden(source),
    matches?.anywhere,
    narrowed,
  );
  const probe = await db
    .select({ id: source.id })
    .from(source.table)
    .where(where)
    .limit(MAP_MAX_MARKERS + 1);
  if (probe.length <= MAP_MAX_MARKERS) {
    return {
      data: await source.present(
        probe.map((row) => Number(row.id)),
        context,
      ),
      clusters: [],
    };
  }

  const size = cellSize(box);
  const level =
    source.aggregated && range === 'all' && !matches && !narrowed ? cellLevel(size) : null;
  const cells =
    level === null
      ? await rawCells(db, source, where, box, size, matches !== undefined)
      : await aggregatedCells(db, box, size, level);
  const ids: number[] = [];
  const clusters: MapCluster[] = [];
  for (const cell of cells) {
    if (cell.count > MARKERS_PER_CELL) {
      clusters.push({ latitude: cell.latitude, longitude: cell.longitude, count: cell.count });
    } else {
      ids.push(...cell.ids);
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
  keyword?: string | undefined;
  category?: number | undefined;
  status?: StatementStatus[] | undefined;
  department?: number | undefined;
}

export async function loadMap(
  context: Omit<PresentContext, 'now'> & { now?: Date },
  request: MapRequest,
): Promise<MapStatementsResponse | MapEventsResponse> {
  const full = { ...context, now: context.now ?? new Date() };
  const filter = {
    box: boxOf(request),
    range: request.range,
    keyword: request.keyword,
    category: request.category,
    status: request.status,
    department: request.department,
  };
  return request.type === 'events'
    ? locate(eventSource, filter, full)
    : locate(statementSource, filter, full);
}
