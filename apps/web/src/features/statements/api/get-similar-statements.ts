import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { statementsQueryKey } from './get-statements';

/** Fewer characters than this say too little to look for (issue 17). */
export const SIMILAR_MIN_LENGTH = 2;

export async function getSimilarStatements(title: string, signal?: AbortSignal) {
  const { data } = await call(statementCalls.similar, { query: { title }, signal });
  return data;
}

/** Under the statements' root, so an agree or a new statement refreshes it. */
export const similarStatementsQueryOptions = (title: string) =>
  queryOptions({
    queryKey: [...statementsQueryKey, 'similar', title],
    queryFn: ({ signal }) => getSimilarStatements(title, signal),
    enabled: title.length >= SIMILAR_MIN_LENGTH,
    // The previous title's list stays while the next one loads, so it does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Existing statements like the title being typed, best first (at most SIMILAR_LIMIT). */
export function useSimilarStatements(title: string) {
  return useQuery(similarStatementsQueryOptions(title));
}
