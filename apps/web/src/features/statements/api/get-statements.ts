import {
  infiniteQueryOptions,
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import {
  STATEMENT_PAGE_SIZE,
  type Statement,
  type StatementListResponse,
  type ListSort,
  type StatementStatus,
  statementCalls,
} from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Where Nearby measures from: the reader's rounded position, or the map's centre. */
export interface NearPoint {
  latitude: number;
  longitude: number;
}

export interface StatementFilter {
  sortBy: ListSort;
  /** A master category id; null means all. */
  category: number | null;
  /** The statuses shown; empty means all. */
  status: StatementStatus[];
  /** The search box's words (home). */
  keyword?: string;
  /** Only this author's statements (the profile page). */
  userId?: number;
  /** Only the statements of this department (issue 32). */
  department?: number;
  /** With `sortBy: 'nearby'` only. */
  near?: NearPoint;
}

export type StatementPages = InfiniteData<StatementListResponse, number>;

export const statementsQueryKey = queryRoots.statements;
export const statementListsQueryKey = [...statementsQueryKey, 'list'] as const;
export const statementListQueryKey = (filter: StatementFilter) =>
  [...statementListsQueryKey, filter] as const;

export function getStatements(filter: StatementFilter, offset: number, signal?: AbortSignal) {
  return call(statementCalls.list, {
    query: {
      sortBy: filter.sortBy,
      category: filter.category ?? undefined,
      status: filter.status.join(',') || undefined,
      keyword: filter.keyword,
      user_id: filter.userId,
      department: filter.department,
      latitude: filter.near?.latitude,
      longitude: filter.near?.longitude,
      offset,
    },
    signal,
  });
}

/** SPEC §9: pages of 10; View more asks for offset + 10 while pages remain. */
export const nextStatementOffset = (
  last: StatementListResponse,
  _pages: unknown,
  offset: number,
): number | undefined =>
  offset / STATEMENT_PAGE_SIZE + 1 < last.totalPage ? offset + STATEMENT_PAGE_SIZE : undefined;

export const statementsQueryOptions = (filter: StatementFilter) =>
  infiniteQueryOptions({
    queryKey: statementListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getStatements(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextStatementOffset,
    placeholderData: keepPreviousData,
  });

export function useStatements(filter: StatementFilter) {
  return useInfiniteQuery(statementsQueryOptions(filter));
}

/**
 * The statements of all loaded pages, each once: a statement added at the top shifts the rows,
 * so the next page may repeat one that is already shown.
 */
export function statementsOf(pages: { pages: StatementListResponse[] } | undefined): Statement[] {
  const seen = new Set<number>();
  return (pages?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((statement) => !seen.has(statement.id) && Boolean(seen.add(statement.id)));
}
