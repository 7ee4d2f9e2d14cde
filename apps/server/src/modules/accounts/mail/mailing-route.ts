import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locale } from '@iagree/contract';
import type { accountRoutes } from '@iagree/contract/routes';
import { serve } from '../../../http/serve.ts';
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
  route: (typeof accountRoutes)['resendActivation' | 'requestPasswordReset'],
  options: {
    kind: string;
    answer: Localized;
    send: (deps: MailDeps, email: string, locale: Locale) => Promise<void>;
  },
) {
  const mailDeps = { db: app.db, mail: app.mailQueue, appUrl: app.config.appUrl };
  serve(app.withTypeProvider<ZodTypeProvider>(), route, {
    config: { keepsAnswers: true },
    preHandler: authRateLimit(app, options.kind, { account: 'email' }),
    handler: async (request) => {
      const { email } = request.body;
      const locale = request.locale;
      app.background.run(options.kind, () => options.send(mailDeps, email, locale));
      return { message: translate(options.answer, locale) };
    },
  });
}
