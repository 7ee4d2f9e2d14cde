import type { Notification, NotificationsResponse } from '@iagree/contract';

let nextId = 1;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    kind: 'comment',
    read: false,
    message: `佐藤さんがあなたの投稿「声${id}」にコメントしました`,
    link: `/?statement=${id}`,
    count: 1,
    actor: { id: 2, name: '佐藤太郎', avatar: null },
    created_at: '2026-11-25T09:00:00.000Z',
    created_distance_time: '5分前',
    ...overrides,
  };
}

/** One page of GET /api/auth/notifications; the unread count is that of the items given. */
export function notificationPage(
  data: Notification[],
  meta: Partial<NotificationsResponse['meta']> = {},
): NotificationsResponse {
  return {
    data,
    meta: {
      unread: data.filter((item) => !item.read).length,
      current_page: 1,
      last_page: 1,
      ...meta,
    },
  };
}
