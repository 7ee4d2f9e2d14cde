import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { eventCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface EventFilter {
  keyword: string;
  category: number | null;
  /** Only the events this person organises (the profile page). */
  userId?: number;
}

export const eventsQueryKey = queryRoots.events;

export function getEvents(filter: EventFilter, page: number, signal?: AbortSignal) {
  return call(eventCalls.list, {
    query: {
      page,
      keyword: filter.keyword.trim() || undefined,
      category: filter.category ?? undefined,
      user_id: filter.userId,
      sortBy: 'start_date_desc',
    },
    signal,
  });
}

/** Page 1 replaces the list, later pages append (SPEC §4). */
export const eventsQueryOptions = (filter: EventFilter) =>
  infiniteQueryOptions({
    queryKey: [...eventsQueryKey, 'list', filter],
    queryFn: ({ pageParam, signal }) => getEvents(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) =>
      meta.current_page < meta.last_page ? meta.current_page + 1 : undefined,
    placeholderData: keepPreviousData,
  });

export function useEvents(filter: EventFilter) {
  return useInfiniteQuery(eventsQueryOptions(filter));
}
