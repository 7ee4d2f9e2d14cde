import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { ONE_TIME_QUERY } from '@/lib/auth';

export function activateAccount(activationToken: string) {
  return api.get(`/api/auth/signup/activate/${encodeURIComponent(activationToken)}`, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

/** A query, not a mutation: it runs once per token on load and must not repeat on re-render. */
export const activateAccountQueryOptions = (activationToken: string) =>
  queryOptions({
    queryKey: ['accounts', 'activation', activationToken],
    queryFn: () => activateAccount(activationToken),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: ONE_TIME_QUERY,
  });

export function useActivateAccount(activationToken: string) {
  return useQuery(activateAccountQueryOptions(activationToken));
}
