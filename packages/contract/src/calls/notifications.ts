import type { notificationSchemas } from '../routes/notifications.ts';
import { calls } from './call.ts';

export const notificationCalls = calls<typeof notificationSchemas>({
  list: 'GET /api/auth/notifications',
  read: 'POST /api/auth/notifications/read',
  settings: 'GET /api/auth/user/notification-settings',
  changeSettings: 'POST /api/auth/user/notification-settings',
  unsubscribe: 'POST /api/notifications/unsubscribe/:token',
});
