import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationCalls, type NotificationSettings } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

export function updateNotificationSettings(settings: NotificationSettings) {
  return call(notificationCalls.changeSettings, { body: settings });
}

/** The answer is the full settings as stored: it becomes the cached copy as is. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
