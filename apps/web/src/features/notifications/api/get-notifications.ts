import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;
export const notificationPageQueryKey = (page: number) =>
  [...notificationsQueryKey, 'page', page] as const;

/** How often the bell asks for the unread count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

export function getNotifications(page: number, signal?: AbortSignal) {
  return call(notificationCalls.list, { query: { page }, signal });
}

export const notificationPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationPageQueryKey(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
  });

/** A page of the list, newest first; the next page shows the previous one until it arrives. */
export function useNotificationPage(page: number) {
  return useQuery({ ...notificationPageQueryOptions(page), placeholderData: keepPreviousData });
}

/**
 * The first page carries the unread count (there is no separate count call), so the bell and
 * its menu share one query: polled every minute, and whenever the reader comes back to the tab
 * however fresh the last answer (it may be 30 s old, and a comment may have arrived meanwhile).
 */
export function useLatestNotifications() {
  return useQuery({
    ...notificationPageQueryOptions(1),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
