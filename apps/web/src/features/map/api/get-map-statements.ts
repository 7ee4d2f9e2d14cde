import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mapStatementsResponseSchema, type MapRange, type StatementStatus } from '@iagree/contract';
import { api, callEarly } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { MapBounds } from '@/components/map/types';

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

const MAP_STATEMENTS_PATH = '/api/map/statements';

const mapQuery = (
  bounds: MapBounds,
  range: MapRange,
  { keyword, category, status, department }: MapFilters,
) => ({
  ...bounds,
  range,
  keyword: keyword || undefined,
  category: category ?? undefined,
  status: status.length > 0 ? status.join(',') : undefined,
  department,
});

export function getMapStatements(
  bounds: MapBounds,
  range: MapRange,
  filters: MapFilters,
  signal?: AbortSignal,
) {
  return api.get(MAP_STATEMENTS_PATH, {
    query: mapQuery(bounds, range, filters),
    schema: import.meta.env.DEV && mapStatementsResponseSchema,
    signal,
  });
}

/**
 * Asks for everything in `bounds` now, before the map's code: the map's first query of the same
 * box takes the answer (decision 025).
 */
export function getMapStatementsEarly(bounds: MapBounds) {
  callEarly(MAP_STATEMENTS_PATH, mapQuery(bounds, 'all', NO_FILTERS));
}

/**
 * The statements in view that match the list's filters (all without any); the previous answer
 * stays on the map while the next one loads.
 */
export const mapStatementsQueryOptions = (
  bounds: MapBounds | null,
  range: MapRange,
  filters: MapFilters,
) =>
  queryOptions({
    queryKey: [...mapStatementsQueryKey, bounds, range, filters],
    queryFn: ({ signal }) => getMapStatements(bounds as MapBounds, range, filters, signal),
    enabled: bounds !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMapStatements(bounds: MapBounds | null, range: MapRange, filters: MapFilters) {
  return useQuery(mapStatementsQueryOptions(bounds, range, filters));
}
