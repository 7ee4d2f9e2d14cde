import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { nextStatementOffset, statementsQueryKey } from './get-statements';

/** My statements' two tabs: what I posted, and what I follow (not my own). */
export type MyStatementsSource = 'posted' | 'followed';

const SOURCES = { posted: statementCalls.mine, followed: statementCalls.followed };

export const myStatementsQueryKey = (source: MyStatementsSource) =>
  [...statementsQueryKey, 'mine', source] as const;

export function getMyStatements(source: MyStatementsSource, offset: number, signal?: AbortSignal) {
  return call(SOURCES[source], { query: { sortBy: 'created_at_desc', offset }, signal });
}

/** Newest first, paged as the statements' list. */
export const myStatementsQueryOptions = (source: MyStatementsSource) =>
  infiniteQueryOptions({
    queryKey: myStatementsQueryKey(source),
    queryFn: ({ pageParam, signal }) => getMyStatements(source, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextStatementOffset,
  });

export function useMyStatements(source: MyStatementsSource) {
  return useInfiniteQuery(myStatementsQueryOptions(source));
}
