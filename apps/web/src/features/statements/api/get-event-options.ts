import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventCalls, type EventOption, MAX_EVENT_PAGE_SIZE } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under the events' own key, so whatever changes the events refreshes the picker too. */
export const eventOptionsQueryKey = [...queryRoots.events, 'options'] as const;

/** SPEC §7: the form's event picker lists events by start date, newest first. */
export async function getEventOptions(signal?: AbortSignal): Promise<EventOption[]> {
  const { data } = await call(eventCalls.list, {
    query: { sortBy: 'start_date_desc', per_page: MAX_EVENT_PAGE_SIZE },
    signal,
  });
  return data.map(({ id, code, title }) => ({ id, code, title }));
}

export const eventOptionsQueryOptions = () =>
  queryOptions({
    queryKey: eventOptionsQueryKey,
    queryFn: ({ signal }) => getEventOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useEventOptions() {
  return useQuery(eventOptionsQueryOptions());
}
