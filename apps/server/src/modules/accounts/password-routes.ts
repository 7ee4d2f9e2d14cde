import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  passwordCreateBodySchema,
  passwordResetBodySchema,
  passwordResetCheckResponseSchema,
  tokenParamSchema,
} from '@iagree/contract';
import { translate } from '../../i18n/localized.ts';
import type { BackgroundTasks } from './background.ts';
import { accountMessages } from './messages.ts';
import { refusingCommonPasswords } from './password-policy.ts';
import { checkPasswordReset, requestPasswordReset, resetPassword } from './password-reset.ts';
import { authRateLimit } from './rate-limits.ts';

const tags = ['accounts'];
const tokenErrors = {
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const passwordRoutes: FastifyPluginAsyncZod<{ tasks: BackgroundTasks }> = async (
  app,
  { tasks },
) => {
  const mailDeps = { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl };

  app.post(
    '/auth/password/create',
    {
      preHandler: authRateLimit(app, 'password-mail', { byEmail: true }),
      schema: {
        tags,
        summary: 'Mails a link to create a new password',
        description:
          'The same answer, in the same time, whether or not the address has an account: the ' +
          'account is looked up and the mail sent after the answer. The link is ' +
          '`APP_URL/api/password/reset/{token}` (a page of the web app), valid for 1 hour.',
        body: passwordCreateBodySchema,
        response: {
          200: messageResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email } = request.body;
      const locale = request.locale;
      tasks.run('password reset mail', () => requestPasswordReset(mailDeps, email, locale));
      return { message: translate(accountMessages.resetSent, locale) };
    },
  );

  app.get(
    '/auth/password/reset/:token',
    {
      preHandler: authRateLimit(app, 'password-check', { byEmail: false }),
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
      preHandler: authRateLimit(app, 'password-reset', { byEmail: true }),
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
};
