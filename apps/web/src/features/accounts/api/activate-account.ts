import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { ONE_TIME_QUERY } from '@/lib/auth';

export function activateAccount(activationToken: string) {
  return call(accountCalls.activate, { params: { token: activationToken } });
}

/** A query, not a mutation: it runs once per token on load and must not repeat on re-render. */
export const activateAccountQueryOptions = (activationToken: string | undefined) =>
  queryOptions({
    queryKey: ['accounts', 'activation', activationToken],
    queryFn: () => activateAccount(activationToken ?? ''),
    enabled: Boolean(activationToken),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: ONE_TIME_QUERY,
  });

/** Asks nothing without a token: the login page is also the activation screen. */
export function useActivateAccount(activationToken: string | undefined) {
  return useQuery(activateAccountQueryOptions(activationToken));
}
