import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExportFileName } from '@iagree/contract';
import { accountRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../../http/serve.ts';
import { translate } from '../../../i18n/localized.ts';
import { currentUser, requireOwnAccount } from '../../../plugins/auth.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { accountMessages } from '../messages.ts';
import { clearSessionCookies } from '../sessions/cookies.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-data.ts';

/** The person's rights over their data (decision 029): a copy of it, and leaving. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.exportData, {
    preHandler: [
      requireOwnAccount,
      rateLimit(app, 'export', { by: 'user', max: 10, per: '1 hour' }),
    ],
    handler: async (request, reply) => {
      const user = currentUser(request);
      const data = await exportAccount(app.db, app.storage, user.id);
      const file = accountExportFileName(user.id, data.exported_at);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file}"`);
      return data;
    },
  });

  serve(app, routes.remove, {
    preHandler: [
      requireOwnAccount,
      rateLimit(app, 'account-delete', { by: 'user', max: 10, per: '15 minutes' }),
    ],
    handler: async (request, reply) => {
      await deleteAccount(app.db, app.storage, {
        userId: currentUser(request).id,
        sessionToken: request.sessionToken,
        password: request.body.password,
        deleteContent: request.body.delete_content ?? false,
      });
      clearSessionCookies(reply);
      return { message: translate(accountMessages.accountDeleted, request.locale) };
    },
  });
};
