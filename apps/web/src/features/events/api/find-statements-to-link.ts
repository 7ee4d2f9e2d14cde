import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

/** Statements an organiser may gather for an event: the most agreed of a keyword's matches. */
export const statementsToLinkRootKey = [...eventsQueryKey, 'statements-to-link'] as const;
export const statementsToLinkQueryKey = (keyword: string) =>
  [...statementsToLinkRootKey, keyword] as const;

export async function findStatementsToLink(keyword: string, signal?: AbortSignal) {
  const { data } = await call(statementCalls.list, {
    query: { keyword, sortBy: 'agree_desc' },
    signal,
  });
  return data;
}

export const statementsToLinkQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: statementsToLinkQueryKey(keyword),
    queryFn: ({ signal }) => findStatementsToLink(keyword, signal),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });

export function useStatementsToLink(keyword: string) {
  return useQuery(statementsToLinkQueryOptions(keyword));
}
