import { queryOptions, useQuery } from '@tanstack/react-query';
import { configCalls } from '@iagree/contract';
import { call } from './api-client';

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => call(configCalls.get),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(configQueryOptions());
}
