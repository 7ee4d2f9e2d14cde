import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const consultationQueryKey = (id: number) => [...queryRoots.consultations, id] as const;

/** GET /api/consultations/{id}: statements with counts, and the caller's next one. */
export async function getConsultation(id: number, signal?: AbortSignal) {
  const { data } = await call(consultationCalls.detail, { params: { id }, signal });
  return data;
}

export const consultationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: consultationQueryKey(id),
    queryFn: ({ signal }) => getConsultation(id, signal),
  });

export function useConsultation(id: number) {
  return useQuery(consultationQueryOptions(id));
}
