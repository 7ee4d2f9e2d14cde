import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

export const eventQueryKey = (id: number) => [...eventsQueryKey, 'detail', id] as const;

export async function getEvent(id: number, signal?: AbortSignal) {
  const { data } = await call(eventCalls.detail, { params: { id }, signal });
  return data;
}

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventQueryKey(id), queryFn: ({ signal }) => getEvent(id, signal) });

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}
