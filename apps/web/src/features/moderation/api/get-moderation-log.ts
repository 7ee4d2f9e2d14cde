import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moderationLogResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { moderationQueryKey } from './get-reports';

export const moderationLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...moderationQueryKey, 'log', page],
    queryFn: ({ signal }) =>
      api.get('/api/auth/moderation/log', {
        query: { page },
        schema: import.meta.env.DEV && moderationLogResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useModerationLog(page: number) {
  return useQuery(moderationLogQueryOptions(page));
}
