import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../../http/serve.ts';
import { translate } from '../../../i18n/localized.ts';
import { accountMessages } from '../messages.ts';
import { refusingCommonPasswords } from '../password/policy.ts';
import { authRateLimit } from '../rate-limit.ts';
import { mailingRoute } from '../mail/mailing-route.ts';
import { activate, resendActivation, signUp } from './signup.ts';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = { db: app.db, mail: app.mailQueue, appUrl: app.config.appUrl };

  serve(app, refusingCommonPasswords(routes.signUp), {
    config: { keepsAnswers: true },
    preHandler: authRateLimit(app, 'signup', { account: 'email' }),
    handler: async (request, reply) => {
      const { name, email, password, statement_id, agree } = request.body;
      const locale = request.body.locale ?? request.locale;
      const resume = { statementId: statement_id, agree };
      await signUp(mailDeps, { name, email, password, locale, resume });
      return reply.status(201).send({ message: translate(accountMessages.signupSent, locale) });
    },
  });

  serve(app, routes.activate, {
    preHandler: authRateLimit(app, 'activation', { account: 'none' }),
    handler: async (request) => {
      const { email } = await activate(app.db, request.params.token);
      return { message: translate(accountMessages.activated, request.locale), email };
    },
  });

  mailingRoute(app, routes.resendActivation, {
    kind: 'activation-mail',
    answer: accountMessages.activationResent,
    send: resendActivation,
  });
};
