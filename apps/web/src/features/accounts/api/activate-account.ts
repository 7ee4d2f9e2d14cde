import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function activateAccount(activationToken: string): Promise<unknown> {
  return api.get(`/api/auth/signup/activate/${encodeURIComponent(activationToken)}`);
}

/** A query, not a mutation: it runs once per token on load and must not repeat on re-render. */
export const activateAccountQueryOptions = (activationToken: string) =>
  queryOptions({
    queryKey: ['accounts', 'activation', activationToken],
    queryFn: () => activateAccount(activationToken),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useActivateAccount(activationToken: string) {
  return useQuery(activateAccountQueryOptions(activationToken));
}
