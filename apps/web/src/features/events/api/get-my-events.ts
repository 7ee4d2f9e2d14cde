import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MY_EVENTS_PAGE_SIZE, myEventsResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

export const myEventsQueryKey = [...eventsQueryKey, 'mine'] as const;

export function getMyEvents(offset: number, signal?: AbortSignal) {
  return api.get('/api/auth/user/events', {
    query: { sortBy: 'DESC', offset },
    schema: import.meta.env.DEV && myEventsResponseSchema,
    signal,
  });
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
