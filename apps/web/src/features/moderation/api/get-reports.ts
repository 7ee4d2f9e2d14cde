import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moderationReportsResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';

export type ReportStatus = 'open' | 'resolved';

export const moderationQueryKey = ['moderation'] as const;

export const reportsQueryOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: [...moderationQueryKey, 'reports', status, page],
    queryFn: ({ signal }) =>
      api.get('/api/auth/moderation/reports', {
        query: { status, page },
        schema: import.meta.env.DEV && moderationReportsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useReports(status: ReportStatus, page: number) {
  return useQuery(reportsQueryOptions(status, page));
}
