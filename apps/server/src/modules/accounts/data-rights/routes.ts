import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeleteBodySchema,
  accountExportFileName,
  accountExportSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@iagree/contract';
import { translate } from '../../../i18n/localized.ts';
import { currentUser, requireOwnAccount, sessionSecurity } from '../../../plugins/auth.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { accountMessages } from '../messages.ts';
import { clearSessionCookies } from '../sessions/cookies.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-data.ts';

const tags = ['accounts'];

/** The person's rights over their data (decision 029): a copy of it, and leaving. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/user/export',
    {
      preHandler: [
        requireOwnAccount,
        rateLimit(app, 'export', { by: 'user', max: 10, per: '1 hour' }),
      ],
      schema: {
        tags,
        summary: 'Everything the signed-in person gave, as a JSON file',
        description:
          'Profile, settings, statements (hidden ones too, with why), comments, events, event ' +
          'comments, agrees, follows and reports of the caller alone, as an attachment.',
        security: sessionSecurity,
        response: { 200: accountExportSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await exportAccount(app.db, app.storage, user.id);
      const file = accountExportFileName(user.id, data.exported_at);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file}"`);
      return data;
    },
  );

  app.post(
    '/auth/user/delete',
    {
      preHandler: [
        requireOwnAccount,
        rateLimit(app, 'account-delete', { by: 'user', max: 10, per: '15 minutes' }),
      ],
      schema: {
        tags,
        summary: 'Deletes the signed-in account',
        description:
          'Confirmed by `password`; an account made by Facebook or LINE (no password) by a ' +
          'login within the last 10 minutes instead (403 otherwise). Every session ends, the ' +
          'e-mail address is free again, agrees, follows and budget supports and ballots are ' +
          'withdrawn (a finished budget keeps its results); statements and ' +
          'comments stay under a neutral name unless `delete_content` is true. A refusal ' +
          'changes nothing.',
        security: sessionSecurity,
        body: accountDeleteBodySchema,
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, app.storage, {
        userId: currentUser(request).id,
        sessionToken: request.sessionToken,
        password: request.body.password,
        deleteContent: request.body.delete_content ?? false,
      });
      clearSessionCookies(reply);
      return { message: translate(accountMessages.accountDeleted, request.locale) };
    },
  );
};
