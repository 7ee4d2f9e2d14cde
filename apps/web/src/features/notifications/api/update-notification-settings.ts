import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NotificationSettings, notificationSettingsSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

export function updateNotificationSettings(settings: NotificationSettings) {
  return api.post('/api/auth/user/notification-settings', settings, {
    schema: import.meta.env.DEV && notificationSettingsSchema,
  });
}

/** The answer is the full settings as stored: it becomes the cached copy as is. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
