import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationSettingsSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';

/** Apart from the list's key: marking notifications read must not touch the settings. */
export const notificationSettingsQueryKey = ['notification-settings'] as const;

export function getNotificationSettings(signal?: AbortSignal) {
  return api.get('/api/auth/user/notification-settings', {
    schema: import.meta.env.DEV && notificationSettingsSchema,
    signal,
  });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
