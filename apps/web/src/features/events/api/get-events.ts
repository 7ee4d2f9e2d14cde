import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { eventListResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface EventFilter {
  keyword: string;
  category: number | null;
  /** Only the events this person organises (the profile page). */
  userId?: number;
}

export const eventsQueryKey = queryRoots.events;

export function getEvents(filter: EventFilter, page: number, signal?: AbortSignal) {
  return api.get('/api/events', {
    query: {
      page,
      keyword: filter.keyword.trim() || undefined,
      category: filter.category ?? undefined,
      user_id: filter.userId,
      sortBy: 'start_date_desc',
    },
    schema: import.meta.env.DEV && eventListResponseSchema,
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
