import { useInfiniteQuery } from '@tanstack/react-query';
import { eventCalls, type EventDetail } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { detailPagesOptions } from '@/lib/detail-pages';
import { eventQueryKey } from './get-event';

export const eventStatementsQueryKey = (id: number) =>
  [...eventQueryKey(id), 'statements'] as const;

export function getEventStatements(id: number, cursor: string | null, signal?: AbortSignal) {
  return call(eventCalls.statements, {
    params: { id },
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

/** The linked statements page by page, newest first, from the page the detail came with. */
export const eventStatementsQueryOptions = (event: EventDetail, loadedAt: number) =>
  detailPagesOptions({
    queryKey: eventStatementsQueryKey(event.id),
    first: {
      data: event.statements,
      total: event.statements_total,
      next_cursor: event.statements_next_cursor,
    },
    loadedAt,
    fetchPage: (cursor, signal) => getEventStatements(event.id, cursor, signal),
  });

export function useEventStatements(event: EventDetail, loadedAt: number) {
  return useInfiniteQuery(eventStatementsQueryOptions(event, loadedAt));
}
