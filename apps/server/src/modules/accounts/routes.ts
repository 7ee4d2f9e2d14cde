import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  errorResponseSchema,
  messageResponseSchema,
  updateLocaleBodySchema,
} from '@iagree/contract';
import { currentUser, requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { translate } from '../../i18n/localized.ts';
import { clearSessionCookies } from './cookies.ts';
import { accountMessages } from './messages.ts';
import { revokeSession } from './sessions.ts';
import { updateLocale } from './service.ts';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/user',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user',
        security: sessionSecurity,
        response: { 200: currentUserSchema, 401: errorResponseSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends the current session',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      clearSessionCookies(reply);
      return { message: translate(accountMessages.loggedOut, request.locale) };
    },
  );

  app.post(
    '/auth/user/update-locale',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Stores the interface language of the logged-in user',
        security: sessionSecurity,
        body: updateLocaleBodySchema,
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await updateLocale(app.db, currentUser(request).id, request.body.locale);
      return { message: translate(accountMessages.localeUpdated, request.body.locale) };
    },
  );
};
