import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  passwordCreateBodySchema,
  passwordResetBodySchema,
  passwordResetCheckResponseSchema,
  tokenParamSchema,
} from '@iagree/contract';
import { translate } from '../../../i18n/localized.ts';
import { accountMessages } from '../messages.ts';
import { refusingCommonPasswords } from './policy.ts';
import { mailingRoute } from '../mail/mailing-route.ts';
import { checkPasswordReset, requestPasswordReset, resetPassword } from './reset.ts';
import { authRateLimit } from '../rate-limit.ts';

const tags = ['accounts'];
const tokenErrors = {
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/password/reset/:token',
    {
      preHandler: authRateLimit(app, 'password-check', { account: 'none' }),
      schema: {
        tags,
        summary: 'Checks a password reset link',
        description: '404 `token_invalid`, 409 `token_used` or 422 `token_expired` otherwise.',
        params: tokenParamSchema,
        response: { 200: passwordResetCheckResponseSchema, ...tokenErrors },
      },
    },
    async (request) => checkPasswordReset(app.db, request.params.token),
  );

  app.post(
    '/auth/password/reset',
    {
      config: { keepsAnswers: true },
      preHandler: authRateLimit(app, 'password-reset', { account: 'email' }),
      schema: {
        tags,
        summary: 'Sets a new password with a reset link',
        description:
          'The link works once; every session of the account ends (log in again). Field ' +
          'errors are 422 with `errors`; link errors as in GET /api/auth/password/reset/{token}.',
        body: refusingCommonPasswords(passwordResetBodySchema),
        response: { 200: messageResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const { email, token, password } = request.body;
      await resetPassword(app.db, { email, token, password });
      return { message: translate(accountMessages.passwordChanged, request.locale) };
    },
  );

  mailingRoute(app, {
    url: '/auth/password/create',
    kind: 'password-mail',
    summary: 'Mails a link to create a new password',
    description:
      'The same answer, in the same time, whether or not the address has an account. The ' +
      'link is `APP_URL/api/password/reset/{token}` (a page of the web app), valid for 1 hour.',
    body: passwordCreateBodySchema,
    answer: accountMessages.resetSent,
    send: requestPasswordReset,
  });
};
