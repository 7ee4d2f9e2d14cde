import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

export const userQueryKey = (id: number) => ['users', id] as const;

export async function getUser(id: number, signal?: AbortSignal) {
  const { data } = await call(userCalls.profile, { params: { id }, signal });
  return data;
}

export const userQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: userQueryKey(id ?? 0),
    queryFn: ({ signal }) => getUser(id ?? 0, signal),
    enabled: id !== null,
  });

/**
 * What anyone may see of a person: name, avatar, since when, how many statements and events;
 * null (an address that names no one) asks nothing.
 */
export function useUser(id: number | null) {
  return useQuery(userQueryOptions(id));
}
