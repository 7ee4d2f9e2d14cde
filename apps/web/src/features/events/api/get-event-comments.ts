import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventCommentsResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { eventQueryKey } from './get-event';

export const eventCommentsQueryKey = (id: number) => [...eventQueryKey(id), 'comments'] as const;

export async function getEventComments(id: number, signal?: AbortSignal) {
  const { data } = await api.get(`/api/events/${id}/comments`, {
    schema: eventCommentsResponseSchema,
    signal,
  });
  return data;
}

export const eventCommentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventCommentsQueryKey(id),
    queryFn: ({ signal }) => getEventComments(id, signal),
  });

export function useEventComments(id: number) {
  return useQuery(eventCommentsQueryOptions(id));
}
