import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  type Locale,
  type passwordCreateBodySchema,
} from '@iagree/contract';
import { translate, type Localized } from '../../../i18n/localized.ts';
import { authRateLimit } from '../rate-limit.ts';
import type { MailDeps } from './links.ts';

/**
 * A call that names an e-mail address and mails it a link. It answers at once, the same for
 * every address; the account is looked up and the mail sent after the answer (app.background),
 * so neither the answer nor its timing tells whether the address has an account.
 */
export function mailingRoute(
  app: FastifyInstance,
  options: {
    url: string;
    kind: string;
    summary: string;
    description: string;
    body: typeof passwordCreateBodySchema;
    answer: Localized;
    send: (deps: MailDeps, email: string, locale: Locale) => Promise<void>;
  },
) {
  const mailDeps = { db: app.db, mail: app.mailQueue, appUrl: app.config.appUrl };
  app.withTypeProvider<ZodTypeProvider>().post(
    options.url,
    {
      config: { keepsAnswers: true },
      preHandler: authRateLimit(app, options.kind, { account: 'email' }),
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
      app.background.run(options.kind, () => options.send(mailDeps, email, locale));
      return { message: translate(options.answer, locale) };
    },
  );
}
