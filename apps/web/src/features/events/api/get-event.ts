import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventDetailResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

export const eventQueryKey = (id: number) => [...eventsQueryKey, 'detail', id] as const;

export async function getEvent(id: number, signal?: AbortSignal) {
  const { data } = await api.get(`/api/events/${id}`, {
    schema: import.meta.env.DEV && eventDetailResponseSchema,
    signal,
  });
  return data;
}

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventQueryKey(id), queryFn: ({ signal }) => getEvent(id, signal) });

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}
