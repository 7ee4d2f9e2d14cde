import { useState } from 'react';
import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import {
  mapCalls,
  tileBox,
  type MapRange,
  type MapStatementsResponse,
  type MapTile,
  type StatementStatus,
} from '@iagree/contract';
import { call, callEarly, heldAnswer } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The list's filters the map applies too (issue 29: the map and the list tell one story). */
export interface MapFilters {
  keyword: string;
  /** A master category id; null means all. */
  category: number | null;
  /** The statuses shown; empty means all. */
  status: StatementStatus[];
  /** A department's id (issue 32); left out means all. */
  department?: number;
}

/** Under the shared root, so the statements feature refreshes the map when a statement changes. */
export const mapStatementsQueryKey = [...queryRoots.map, 'statements'] as const;

/** The map's filters when the list has none: everything. */
export const NO_FILTERS: MapFilters = { keyword: '', category: null, status: [] };

/** One tile's statements that match the filters: the call's input. */
const tileInput = (
  tile: MapTile,
  range: MapRange,
  { keyword, category, status, department }: MapFilters,
) => ({
  params: { type: 'statements' as const },
  query: {
    ...tileBox(tile),
    range,
    keyword: keyword || undefined,
    category: category ?? undefined,
    status: status.length > 0 ? status.join(',') : undefined,
    department,
  },
});

export async function getMapStatements(
  tile: MapTile,
  range: MapRange,
  filters: MapFilters,
  signal?: AbortSignal,
): Promise<MapStatementsResponse> {
  const answer = await call(mapCalls.ofType, { ...tileInput(tile, range, filters), signal });
  // The call describes statements or events by its type; asked for statements, it answers them.
  return answer as MapStatementsResponse;
}

/**
 * Asks for everything in the first view's tiles now, before the map's code: the map's first
 * queries of the same tiles take the answers (decision 025).
 */
export function getMapStatementsEarly(tiles: MapTile[]) {
  for (const tile of tiles) callEarly(mapCalls.ofType, tileInput(tile, 'all', NO_FILTERS));
}

/** One tile's statements that match the list's filters (all without any). */
/** The first view's statements, when the page holds every tile's answer (decision 045). */
export function heldFirstMapAnswer(tiles: MapTile[]): MapStatementsResponse | undefined {
  const answers = tiles.map(
    (tile) =>
      heldAnswer(mapCalls.ofType, tileInput(tile, 'all', NO_FILTERS)) as
        MapStatementsResponse | undefined,
  );
  return answers.every((answer): answer is MapStatementsResponse => answer !== undefined)
    ? mergeTiles(answers)
    : undefined;
}

export const mapTileQueryOptions = (tile: MapTile, range: MapRange, filters: MapFilters) =>
  queryOptions({
    queryKey: [...mapStatementsQueryKey, tile, range, filters],
    queryFn: ({ signal }) => getMapStatements(tile, range, filters, signal),
    staleTime: 30_000,
  });

/** Several tiles' answers as one: a statement on a shared edge comes once. */
export function mergeTiles(answers: MapStatementsResponse[]): MapStatementsResponse {
  const seen = new Set<number>();
  const data = answers.flatMap((answer) =>
    answer.data.filter((statement) => !seen.has(statement.id) && seen.add(statement.id)),
  );
  return { data, clusters: answers.flatMap((answer) => answer.clusters) };
}

type TileResult = UseQueryResult<MapStatementsResponse>;

/** The tiles' answers as one, with whether any is loading or failed (stable: memoised by React Query). */
function combineTiles(results: TileResult[]) {
  const answers = results.flatMap((result) => (result.data ? [result.data] : []));
  return {
    data: answers.length > 0 ? mergeTiles(answers) : undefined,
    isFetching: results.some((result) => result.isFetching),
    isError: results.some((result) => result.isError),
    refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
  };
}

/**
 * The statements in the tiles of the view (decision 042). Tiles already known show at once;
 * while none of a new view's tiles has come (a zoom), the last answer stays on the map.
 */
export function useMapTiles(tiles: MapTile[] | null, range: MapRange, filters: MapFilters) {
  const tilesAnswer = useQueries({
    queries: (tiles ?? []).map((tile) => mapTileQueryOptions(tile, range, filters)),
    combine: combineTiles,
  });
  const [last, setLast] = useState(tilesAnswer.data);
  if (tilesAnswer.data && tilesAnswer.data !== last) setLast(tilesAnswer.data);
  return { ...tilesAnswer, data: tilesAnswer.data ?? last };
}
