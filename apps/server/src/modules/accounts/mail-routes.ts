import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  passwordCreateBodySchema,
  resendActivationBodySchema,
  type Locale,
} from '@iagree/contract';
import { translate, type Localized } from '../../i18n/localized.ts';
import type { BackgroundTasks } from './background.ts';
import { accountMessages } from './messages.ts';
import { requestPasswordReset } from './password-reset.ts';
import { authRateLimit } from './rate-limits.ts';
import type { MailDeps } from './mail-links.ts';
import { resendActivation } from './signup.ts';

/**
 * The calls that name an e-mail address and mail it a link. They answer at once, the same for
 * every address; the account is looked up and the mail sent after the answer, so neither the
 * answer nor its timing tells whether the address has an account.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ tasks: BackgroundTasks }> = async (
  app,
  { tasks },
) => {
  const mailDeps = { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl };

  const mailingCall = (options: {
    url: string;
    kind: string;
    summary: string;
    description: string;
    body: typeof passwordCreateBodySchema;
    answer: Localized;
    send: (deps: MailDeps, email: string, locale: Locale) => Promise<void>;
  }) =>
    app.post(
      options.url,
      {
        preHandler: authRateLimit(app, options.kind, { byEmail: true }),
        schema: {
          tags: ['accounts'],
          summary: options.summary,
          description: options.description,
          body: options.body,
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
        tasks.run(options.kind, () => options.send(mailDeps, email, locale));
        return { message: translate(options.answer, locale) };
      },
    );

  mailingCall({
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

  mailingCall({
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
