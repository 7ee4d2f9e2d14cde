import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { eventQueryKey } from './get-event';

export const eventConsultationsQueryKey = (id: number) =>
  [...eventQueryKey(id), 'consultations'] as const;

/** GET /api/consultations?event_id=: the consultations the event's page links to (issue 34). */
export async function getEventConsultations(id: number, signal?: AbortSignal) {
  const { data } = await call(consultationCalls.list, { query: { event_id: id }, signal });
  return data;
}

export const eventConsultationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventConsultationsQueryKey(id),
    queryFn: ({ signal }) => getEventConsultations(id, signal),
  });

export function useEventConsultations(id: number) {
  return useQuery(eventConsultationsQueryOptions(id));
}
