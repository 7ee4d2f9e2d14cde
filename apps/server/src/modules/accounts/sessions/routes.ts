import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  errorResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  sessionResponseSchema,
} from '@iagree/contract';
import { translate } from '../../../i18n/localized.ts';
import {
  currentUser,
  refuseCrossSite,
  requireUser,
  sessionSecurity,
} from '../../../plugins/auth.ts';
import { accountMessages } from '../messages.ts';
import { authRateLimit } from '../rate-limit.ts';
import { publicUser } from '../users.ts';
import { clearSessionCookies, startSession } from './cookies.ts';
import { authenticate } from './login.ts';
import { revokeSession } from './sessions.ts';

const tags = ['accounts'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { keepsAnswers: true },
      preHandler: authRateLimit(app, 'login', { account: 'email-at-address' }),
      schema: {
        tags,
        summary: 'Logs in with e-mail and password',
        description:
          'Answers the user and a new session token, also set as the HttpOnly cookie ' +
          '`iagree-access-token` with the readable `user-role`. 401 for a wrong e-mail or ' +
          'password alike; 403 with `code: account_not_activated` for the right password of an ' +
          'account that is not activated yet (POST /api/auth/signup/resend sends the mail again).',
        body: loginBodySchema,
        response: {
          200: sessionResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, request.body.email, request.body.password);
      return startSession(app, request, reply, user);
    },
  );

  app.get(
    '/auth/user',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The logged-in user',
        security: sessionSecurity,
        response: { 200: currentUserSchema, 401: errorResponseSchema },
      },
    },
    async (request) => publicUser(currentUser(request), app.storage),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/logout',
    config: { keepsAnswers: true },
    preHandler: refuseCrossSite,
    schema: {
      tags,
      summary: 'Ends the current session',
      description:
        'POST is the way to call it; GET stays for SPEC. Either is refused with 403 when the ' +
        'browser says another site started it (`Sec-Fetch-Site: cross-site`).',
      response: { 200: messageResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      clearSessionCookies(reply);
      return { message: translate(accountMessages.loggedOut, request.locale) };
    },
  });
};
