import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  updateLocaleBodySchema,
} from '@iagree/contract';
import { translate } from '../../../i18n/localized.ts';
import { currentUser, requireUser, sessionSecurity } from '../../../plugins/auth.ts';
import { writeRateLimit } from '../../../plugins/rate-limit.ts';
import { multipartCall, writeErrors } from '../../../http/write-call.ts';
import { accountMessages } from '../messages.ts';
import { readAvatarUpload, updateAvatar } from './avatar.ts';
import { updateLocale } from './locale.ts';

const tags = ['accounts'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/user/updateAvatar',
    {
      preHandler: [requireUser, writeRateLimit(app, 'avatar')],
      schema: {
        summary: 'Replaces the avatar of the logged-in user',
        ...multipartCall(
          'accounts',
          'Multipart field `avatar`: one png/jpg/jpeg file (checked by its bytes) of at most 15 MB, ' +
            're-encoded without metadata. The previous avatar is deleted. Answers its public URL. ' +
            'At most WRITE_RATE_LIMIT uploads per hour (429).',
        ),
        response: { 200: avatarResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const image = await readAvatarUpload(request);
      const key = await updateAvatar(app.db, app.storage, currentUser(request).id, image);
      return {
        avatar: app.storage.url(key),
        message: translate(accountMessages.avatarUpdated, request.locale),
      };
    },
  );

  app.post(
    '/auth/user/update-locale',
    {
      config: { keepsAnswers: true },
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Stores the interface language of the logged-in user',
        security: sessionSecurity,
        body: updateLocaleBodySchema,
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await updateLocale(app.db, currentUser(request).id, request.body.locale);
      return { message: translate(accountMessages.localeUpdated, request.body.locale) };
    },
  );
};
