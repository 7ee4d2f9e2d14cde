import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

/** Apart from the list's key: marking notifications read must not touch the settings. */
export const notificationSettingsQueryKey = ['notification-settings'] as const;

export function getNotificationSettings(signal?: AbortSignal) {
  return call(notificationCalls.settings, { signal });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
