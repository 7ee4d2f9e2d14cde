import type { CallSchemas } from '../calls/call.ts';
import { notificationCalls } from '../calls/notifications.ts';
import {
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readNotificationsBodySchema,
  readNotificationsResponseSchema,
  unsubscribeParamSchema,
  unsubscribeResponseSchema,
} from '../notifications.ts';
import { described, errors } from './route.ts';

const tags = ['notifications'];
const own = { tags, auth: 'session' } as const;

/** The user's notifications, their e-mail settings and the mails' unsubscribe link (issue 16). */
export const notificationSchemas = {
  list: {
    ...own,
    summary: 'The caller’s notifications, newest first, 20 a page, with the unread count',
    query: notificationsQuerySchema,
    response: { 200: notificationsResponseSchema, ...errors(401, 422) },
  },
  read: {
    ...own,
    summary: 'Marks some (`ids`) or all (`all: true`) of the caller’s notifications as read',
    description: 'Ids of other people’s notifications change nothing.',
    body: readNotificationsBodySchema,
    response: { 200: readNotificationsResponseSchema, ...errors(401, 422) },
  },
  settings: {
    ...own,
    summary: 'How the caller receives e-mail of each kind: immediately, daily or never',
    response: { 200: notificationSettingsSchema, ...errors(401, 422) },
  },
  changeSettings: {
    ...own,
    summary: 'Changes the e-mail frequency of the kinds given; answers every kind’s',
    body: notificationSettingsBodySchema,
    response: { 200: notificationSettingsSchema, ...errors(401, 422) },
  },
  unsubscribe: {
    tags,
    summary: 'One-click unsubscribe from a mail: that kind of e-mail becomes `never`',
    description:
      'No login: the token from the mail names the recipient and the kind. The body may be ' +
      'empty, JSON, or the RFC 8058 form `List-Unsubscribe=One-Click` ' +
      '(application/x-www-form-urlencoded). An unknown token answers 404.',
    params: unsubscribeParamSchema,
    response: { 200: unsubscribeResponseSchema, ...errors(404, 422, 429) },
  },
} satisfies Record<string, CallSchemas>;

export const notificationRoutes = described(notificationCalls, notificationSchemas);
