import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type EventDetail, eventStatementPageSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { eventQueryKey } from './get-event';

export const eventStatementsQueryKey = (id: number) =>
  [...eventQueryKey(id), 'statements'] as const;

export function getEventStatements(id: number, cursor: string | null, signal?: AbortSignal) {
  return api.get(`/api/events/${id}/statements`, {
    query: { cursor: cursor ?? undefined },
    schema: eventStatementPageSchema,
    signal,
  });
}

/** The linked statements page by page; the detail's own first page starts the list. */
export const eventStatementsQueryOptions = (event: EventDetail, loadedAt: number) =>
  infiniteQueryOptions({
    queryKey: eventStatementsQueryKey(event.id),
    queryFn: ({ pageParam, signal }) => getEventStatements(event.id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    initialData: {
      pages: [
        {
          data: event.statements,
          total: event.statements_total,
          next_cursor: event.statements_next_cursor,
        },
      ],
      pageParams: [null],
    },
    initialDataUpdatedAt: loadedAt,
    staleTime: 30_000,
  });

export function useEventStatements(event: EventDetail, loadedAt: number) {
  return useInfiniteQuery(eventStatementsQueryOptions(event, loadedAt));
}
