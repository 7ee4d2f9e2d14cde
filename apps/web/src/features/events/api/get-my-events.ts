import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventCalls, MY_EVENTS_PAGE_SIZE } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

export const myEventsQueryKey = [...eventsQueryKey, 'mine'] as const;

export function getMyEvents(offset: number, signal?: AbortSignal) {
  return call(eventCalls.mine, { query: { sortBy: 'DESC', offset }, signal });
}

export const myEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myEventsQueryKey,
    queryFn: ({ pageParam, signal }) => getMyEvents(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length < last.totalPage ? pages.length * MY_EVENTS_PAGE_SIZE : undefined,
  });

export function useMyEvents() {
  return useInfiniteQuery(myEventsQueryOptions());
}
