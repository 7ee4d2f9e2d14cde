import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityStatsResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-departments';

/** GET /api/auth/admin/stats (role 1 and staff): the dashboard's figures. */
export const cityStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'stats'],
    queryFn: ({ signal }) =>
      api.get('/api/auth/admin/stats', {
        schema: import.meta.env.DEV && cityStatsResponseSchema,
        signal,
      }),
  });

export function useCityStats() {
  return useQuery(cityStatsQueryOptions());
}
