import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../../http/serve.ts';
import { translate } from '../../../i18n/localized.ts';
import { currentUser, requireUser } from '../../../plugins/auth.ts';
import { writeRateLimit } from '../../../plugins/rate-limit.ts';
import { accountMessages } from '../messages.ts';
import { readAvatarUpload, updateAvatar } from './avatar.ts';
import { updateLocale } from './locale.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.updateAvatar, {
    preHandler: [requireUser, writeRateLimit(app, 'avatar')],
    handler: async (request) => {
      const image = await readAvatarUpload(request);
      const key = await updateAvatar(app.db, app.storage, currentUser(request).id, image);
      return {
        avatar: app.storage.url(key),
        message: translate(accountMessages.avatarUpdated, request.locale),
      };
    },
  });

  serve(app, routes.updateLocale, {
    config: { keepsAnswers: true },
    preHandler: requireUser,
    handler: async (request) => {
      await updateLocale(app.db, currentUser(request).id, request.body.locale);
      return { message: translate(accountMessages.localeUpdated, request.body.locale) };
    },
  });
};
