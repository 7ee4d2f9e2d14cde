import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationCalls,
  type NotificationsResponse,
  type ReadNotificationsBody,
} from '@iagree/contract';
import { call } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export function readNotifications(body: ReadNotificationsBody) {
  return call(notificationCalls.read, { body });
}

/**
 * Marks some or all notifications read: every cached page shows it at once, the server's
 * count replaces ours, then the pages are asked again (a new one may have arrived meanwhile).
 */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  const setPages = (update: (response: NotificationsResponse) => NotificationsResponse) =>
    queryClient.setQueriesData<NotificationsResponse>({ queryKey: notificationsQueryKey }, (old) =>
      old ? update(old) : old,
    );

  return useMutation({
    mutationFn: readNotifications,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const isRead = (id: number) => body.all === true || (body.ids?.includes(id) ?? false);
      setPages((response) => {
        const newlyRead = response.data.filter((item) => !item.read && isRead(item.id)).length;
        return {
          data: response.data.map((item) => (isRead(item.id) ? { ...item, read: true } : item)),
          meta: {
            ...response.meta,
            unread: body.all ? 0 : Math.max(0, response.meta.unread - newlyRead),
          },
        };
      });
    },
    onSuccess: ({ unread }) =>
      setPages((response) => ({ ...response, meta: { ...response.meta, unread } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
