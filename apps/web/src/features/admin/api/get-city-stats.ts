import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { adminQueryKey } from './get-departments';

/** GET /api/auth/admin/stats (role 1 and staff): the dashboard's figures. */
export const cityStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'stats'],
    queryFn: ({ signal }) => call(departmentCalls.stats, { signal }),
  });

export function useCityStats() {
  return useQuery(cityStatsQueryOptions());
}
