import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../../http/serve.ts';
import { translate } from '../../../i18n/localized.ts';
import { currentUser, refuseCrossSite, requireUser } from '../../../plugins/auth.ts';
import { accountMessages } from '../messages.ts';
import { authRateLimit } from '../rate-limit.ts';
import { publicUser } from '../users.ts';
import { clearSessionCookies, startSession } from './cookies.ts';
import { authenticate } from './login.ts';
import { revokeSession } from './sessions.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.logIn, {
    config: { keepsAnswers: true },
    preHandler: authRateLimit(app, 'login', { account: 'email-at-address' }),
    handler: async (request, reply) => {
      const user = await authenticate(app.db, request.body.email, request.body.password);
      return startSession(app, request, reply, user);
    },
  });

  serve(app, routes.currentUser, {
    preHandler: requireUser,
    handler: async (request) => publicUser(currentUser(request), app.storage),
  });

  // POST is the way to log out; GET stays for SPEC.
  for (const route of [routes.logOutByLink, routes.logOut]) {
    serve(app, route, {
      config: { keepsAnswers: true },
      preHandler: refuseCrossSite,
      handler: async (request, reply) => {
        if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
        clearSessionCookies(reply);
        return { message: translate(accountMessages.loggedOut, request.locale) };
      },
    });
  }
};
