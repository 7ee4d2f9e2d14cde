import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { ONE_TIME_QUERY } from '@/lib/auth';

export function unsubscribe(token: string) {
  return call(notificationCalls.unsubscribe, { params: { token } });
}

/**
 * A query, not a mutation: the page makes the POST once per token when it loads, and neither a
 * re-render nor a login in another tab repeats it.
 */
export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: () => unsubscribe(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: ONE_TIME_QUERY,
  });

export function useUnsubscribe(token: string) {
  return useQuery(unsubscribeQueryOptions(token));
}
