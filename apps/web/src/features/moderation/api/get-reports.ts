import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moderationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

export type ReportStatus = 'open' | 'resolved';

export const moderationQueryKey = ['moderation'] as const;

export const reportsQueryOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: [...moderationQueryKey, 'reports', status, page],
    queryFn: ({ signal }) => call(moderationCalls.reports, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useReports(status: ReportStatus, page: number) {
  return useQuery(reportsQueryOptions(status, page));
}
