import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export const myGroupQueryKey = (id: number) => [...consultationQueryKey(id), 'my-group'] as const;

/** GET /api/auth/consultations/{id}/my-group: the signed-in person's group, or null. */
export async function getMyGroup(id: number, signal?: AbortSignal) {
  const { data } = await call(consultationCalls.myGroup, { params: { id }, signal });
  return data.group;
}

export const myGroupQueryOptions = (id: number) =>
  queryOptions({ queryKey: myGroupQueryKey(id), queryFn: ({ signal }) => getMyGroup(id, signal) });

/** Asked only for a signed-in person. */
export function useMyGroup(id: number, signedIn: boolean) {
  return useQuery({ ...myGroupQueryOptions(id), enabled: signedIn });
}
