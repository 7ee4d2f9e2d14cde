import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readNotificationsBodySchema,
  readNotificationsResponseSchema,
  unsubscribeParamSchema,
  unsubscribeResponseSchema,
} from '@iagree/contract';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/localized.ts';
import {
  currentUser,
  requireOwnAccount,
  requireUser,
  sessionSecurity,
} from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { kindNames, notificationMessages } from './messages.ts';
import { listNotifications, markRead } from './service.ts';
import { changeSettings, settingsOf, unsubscribe } from './settings.ts';

const errors = { 401: errorResponseSchema, 422: errorResponseSchema };

/**
 * The user's notifications, their e-mail settings and the mails' unsubscribe link (issue 16).
 * Everything here is one person's: no call reads or changes a shared answer (decision 009),
 * so the writes keep the answers' version.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/auth/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first, 20 a page, with the unread count',
        security: sessionSecurity,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listNotifications(
        app.db,
        app.storage,
        { userId: currentUser(request).id, locale: request.locale },
        request.query.page,
      ),
  );

  app.post(
    '/auth/notifications/read',
    {
      preHandler: requireUser,
      config: { keepsAnswers: true },
      schema: {
        tags,
        summary: 'Marks some (`ids`) or all (`all: true`) of the caller’s notifications as read',
        description: 'Ids of other people’s notifications change nothing.',
        security: sessionSecurity,
        body: readNotificationsBodySchema,
        response: { 200: readNotificationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ unread: await markRead(app.db, currentUser(request).id, request.body) }),
  );

  app.get(
    '/auth/user/notification-settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'How the caller receives e-mail of each kind: immediately, daily or never',
        security: sessionSecurity,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => settingsOf(app.db, currentUser(request).id),
  );

  app.post(
    '/auth/user/notification-settings',
    {
      // A blocked account may still stop its own mail (canManageOwnAccount), not only by a link.
      preHandler: requireOwnAccount,
      config: { keepsAnswers: true },
      schema: {
        tags,
        summary: 'Changes the e-mail frequency of the kinds given; answers every kind’s',
        security: sessionSecurity,
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => changeSettings(app.db, currentUser(request).id, request.body.email),
  );

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form. Only this call reads
  // form bodies (the parser lives in this scope); the body says nothing the token does not.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/notifications/unsubscribe/:token',
      {
        preHandler: rateLimit(app, 'unsubscribe', { by: 'ip', max: 60, per: '1 minute' }),
        config: { keepsAnswers: true },
        schema: {
          tags,
          summary: 'One-click unsubscribe from a mail: that kind of e-mail becomes `never`',
          description:
            'No login: the token from the mail names the recipient and the kind. The body may be ' +
            'empty, JSON, or the RFC 8058 form `List-Unsubscribe=One-Click` ' +
            '(application/x-www-form-urlencoded). An unknown token answers 404.',
          params: unsubscribeParamSchema,
          response: {
            200: unsubscribeResponseSchema,
            404: errorResponseSchema,
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const done = await unsubscribe(app.db, request.params.token);
        if (!done) throw new AppError(404, notificationMessages.unknownToken);
        const kind = translate(kindNames[done.kind], request.locale);
        return {
          kind: done.kind,
          message: translate(notificationMessages.unsubscribed, request.locale, { kind }),
        };
      },
    );
  });
};
