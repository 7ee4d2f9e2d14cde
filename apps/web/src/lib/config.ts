import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@iagree/contract';
import { api } from './api-client';

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api.get('/api/config', { schema: import.meta.env.DEV && publicConfigSchema }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(configQueryOptions());
}
