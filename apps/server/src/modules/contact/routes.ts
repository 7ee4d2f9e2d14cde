import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';
import { translate } from '../../i18n/localized.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { contactMessages } from './messages.ts';
import { sendContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.send, {
    config: { keepsAnswers: true },
    preHandler: rateLimit(app, 'contact', {
      by: 'ip',
      max: app.config.contactRateLimit,
      per: '1 hour',
    }),
    handler: async (request) => {
      const { website, ...message } = request.body;
      // A filled honeypot is a bot: it gets the same answer and nothing is kept or sent.
      if (website) {
        request.log.info({ ip: request.ip }, 'contact honeypot filled');
      } else {
        await sendContactMessage(
          { db: app.db, mail: app.mailQueue, contactEmail: app.config.contactEmail },
          message,
          request.locale,
        );
      }
      return { message: translate(contactMessages.thanks, request.locale) };
    },
  });
};
