import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mapStatementsResponseSchema, type MapRange } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { MapBounds } from '@/components/map/types';

/** Under the shared root, so the statements feature refreshes the map when a statement changes. */
export const mapStatementsQueryKey = [...queryRoots.map, 'statements'] as const;

export function getMapStatements(
  bounds: MapBounds,
  range: MapRange,
  keyword: string,
  signal?: AbortSignal,
) {
  return api.get('/api/map/statements', {
    query: { ...bounds, range, keyword: keyword || undefined },
    schema: import.meta.env.DEV && mapStatementsResponseSchema,
    signal,
  });
}

/**
 * The statements in view that match the keyword (all without one); the previous answer stays on
 * the map while the next one loads.
 */
export const mapStatementsQueryOptions = (
  bounds: MapBounds | null,
  range: MapRange,
  keyword: string,
) =>
  queryOptions({
    queryKey: [...mapStatementsQueryKey, bounds, range, keyword],
    queryFn: ({ signal }) => getMapStatements(bounds as MapBounds, range, keyword, signal),
    enabled: bounds !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMapStatements(bounds: MapBounds | null, range: MapRange, keyword: string) {
  return useQuery(mapStatementsQueryOptions(bounds, range, keyword));
}
