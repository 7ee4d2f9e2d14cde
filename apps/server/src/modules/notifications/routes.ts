import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationRoutes } from '@iagree/contract/routes';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/localized.ts';
import { serve } from '../../http/serve.ts';
import { currentUser, requireOwnAccount, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { kindNames, notificationMessages } from './messages.ts';
import { listNotifications, markRead } from './service.ts';
import { changeSettings, settingsOf, unsubscribe } from './settings.ts';

/**
 * The user's notifications, their e-mail settings and the mails' unsubscribe link (issue 16).
 * Everything here is one person's: no call reads or changes a shared answer (decision 009),
 * so the writes keep the answers' version.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, notificationRoutes.list, {
    preHandler: requireUser,
    handler: async (request) =>
      listNotifications(
        app.db,
        app.storage,
        { userId: currentUser(request).id, locale: request.locale },
        request.query.page,
      ),
  });

  serve(app, notificationRoutes.read, {
    preHandler: requireUser,
    config: { keepsAnswers: true },
    handler: async (request) => ({
      unread: await markRead(app.db, currentUser(request).id, request.body),
    }),
  });

  serve(app, notificationRoutes.settings, {
    preHandler: requireUser,
    handler: async (request) => settingsOf(app.db, currentUser(request).id),
  });

  serve(app, notificationRoutes.changeSettings, {
    // A blocked account may still stop its own mail (canManageOwnAccount), not only by a link.
    preHandler: requireOwnAccount,
    config: { keepsAnswers: true },
    handler: async (request) => changeSettings(app.db, currentUser(request).id, request.body.email),
  });

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form. Only this call reads
  // form bodies (the parser lives in this scope); the body says nothing the token does not.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    serve(scope.withTypeProvider<ZodTypeProvider>(), notificationRoutes.unsubscribe, {
      preHandler: rateLimit(app, 'unsubscribe', { by: 'ip', max: 60, per: '1 minute' }),
      config: { keepsAnswers: true },
      handler: async (request) => {
        const done = await unsubscribe(app.db, request.params.token);
        if (!done) throw new AppError(404, notificationMessages.unknownToken);
        const kind = translate(kindNames[done.kind], request.locale);
        return {
          kind: done.kind,
          message: translate(notificationMessages.unsubscribed, request.locale, { kind }),
        };
      },
    });
  });
};
