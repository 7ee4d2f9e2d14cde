import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moderationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { moderationQueryKey } from './get-reports';

export const moderationLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...moderationQueryKey, 'log', page],
    queryFn: ({ signal }) => call(moderationCalls.log, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useModerationLog(page: number) {
  return useQuery(moderationLogQueryOptions(page));
}
