import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { eventQueryKey } from './get-event';

export const eventCommentsQueryKey = (id: number) => [...eventQueryKey(id), 'comments'] as const;

export function getEventComments(id: number, cursor: string | null, signal?: AbortSignal) {
  return call(eventCalls.comments, {
    params: { id },
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

/** Newest first, a page at a time; a new comment reloads the pages shown (get-event's key). */
export const eventCommentsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: eventCommentsQueryKey(id),
    queryFn: ({ pageParam, signal }) => getEventComments(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useEventComments(id: number) {
  return useInfiniteQuery(eventCommentsQueryOptions(id));
}
