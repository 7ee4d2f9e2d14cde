import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../../http/serve.ts';
import { translate } from '../../../i18n/localized.ts';
import { accountMessages } from '../messages.ts';
import { refusingCommonPasswords } from './policy.ts';
import { mailingRoute } from '../mail/mailing-route.ts';
import { checkPasswordReset, requestPasswordReset, resetPassword } from './reset.ts';
import { authRateLimit } from '../rate-limit.ts';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.checkPasswordReset, {
    preHandler: authRateLimit(app, 'password-check', { account: 'none' }),
    handler: async (request) => checkPasswordReset(app.db, request.params.token),
  });

  serve(app, refusingCommonPasswords(routes.resetPassword), {
    config: { keepsAnswers: true },
    preHandler: authRateLimit(app, 'password-reset', { account: 'email' }),
    handler: async (request) => {
      const { email, token, password } = request.body;
      await resetPassword(app.db, { email, token, password });
      return { message: translate(accountMessages.passwordChanged, request.locale) };
    },
  });

  mailingRoute(app, routes.requestPasswordReset, {
    kind: 'password-mail',
    answer: accountMessages.resetSent,
    send: requestPasswordReset,
  });
};
