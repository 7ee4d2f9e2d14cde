import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activationResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  resendActivationBodySchema,
  signupBodySchema,
  tokenParamSchema,
} from '@iagree/contract';
import { translate } from '../../../i18n/localized.ts';
import { accountMessages } from '../messages.ts';
import { refusingCommonPasswords } from '../password/policy.ts';
import { authRateLimit } from '../rate-limit.ts';
import { mailingRoute } from '../mail/mailing-route.ts';
import { activate, resendActivation, signUp } from './signup.ts';

const tags = ['accounts'];

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = { db: app.db, mail: app.mailQueue, appUrl: app.config.appUrl };

  app.post(
    '/auth/signup',
    {
      config: { keepsAnswers: true },
      preHandler: authRateLimit(app, 'signup', { account: 'email' }),
      schema: {
        tags,
        summary: 'Creates an inactive account and mails its activation link',
        description:
          'The same 201 answer whether or not the address already has an account (that ' +
          'address gets a mail saying so instead). The link is `APP_URL/login?activationToken=…`, ' +
          'followed by `&statement=ID` (and `&agree=1`) when the body names the statement the ' +
          'signup started from.',
        body: refusingCommonPasswords(signupBodySchema),
        response: {
          201: messageResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, email, password, statement_id, agree } = request.body;
      const locale = request.body.locale ?? request.locale;
      const resume = { statementId: statement_id, agree };
      await signUp(mailDeps, { name, email, password, locale, resume });
      return reply.status(201).send({ message: translate(accountMessages.signupSent, locale) });
    },
  );

  app.get(
    '/auth/signup/activate/:token',
    {
      preHandler: authRateLimit(app, 'activation', { account: 'none' }),
      schema: {
        tags,
        summary: 'Activates an account from the link of its activation mail',
        description:
          'The link works once and for 24 hours: 404 `token_invalid`, 409 `token_used` (the ' +
          'account is active: log in), 422 `token_expired` (mail it again).',
        params: tokenParamSchema,
        response: {
          200: activationResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email } = await activate(app.db, request.params.token);
      return { message: translate(accountMessages.activated, request.locale), email };
    },
  );

  mailingRoute(app, {
    url: '/auth/signup/resend',
    kind: 'activation-mail',
    summary: 'Mails the activation link again',
    description:
      'For an account that is not activated yet (after a 403 `account_not_activated` or an ' +
      'expired link); the same answer for any address. Earlier activation links stop working.',
    body: resendActivationBodySchema,
    answer: accountMessages.activationResent,
    send: resendActivation,
  });
};
