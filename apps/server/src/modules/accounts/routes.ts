import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarResponseSchema,
  currentUserSchema,
  errorResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  sessionResponseSchema,
  updateLocaleBodySchema,
} from '@iagree/contract';
import { currentUser, requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { translate } from '../../i18n/localized.ts';
import { readAvatarUpload, updateAvatar } from './avatar.ts';
import { backgroundTasks } from './background.ts';
import { clearSessionCookies, startSession } from './cookies.ts';
import { authenticate } from './login.ts';
import { accountMessages } from './messages.ts';
import { authRateLimit } from './rate-limits.ts';
import { passwordRoutes } from './password-routes.ts';
import { revokeSession } from './sessions.ts';
import { updateLocale } from './service.ts';
import { signupRoutes } from './signup-routes.ts';
import { publicUser } from './users.ts';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tasks = backgroundTasks(app.log);
  app.addHook('onClose', () => tasks.drain());
  await app.register(signupRoutes, { tasks });
  await app.register(passwordRoutes, { tasks });

  app.post(
    '/auth/login',
    {
      preHandler: authRateLimit(app, 'login', { byEmail: true }),
      schema: {
        tags: ['accounts'],
        summary: 'Logs in with e-mail and password',
        description:
          'Answers the user and a new session token, also set as the HttpOnly cookie ' +
          '`iagree-access-token` with the readable `user-role`. 401 for a wrong e-mail or ' +
          'password alike; 403 with `code: account_not_activated` for the right password of an ' +
          'account that is not activated yet (POST /api/auth/signup/resend sends the mail again).',
        body: loginBodySchema,
        response: {
          200: sessionResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, request.body.email, request.body.password);
      return startSession(app, request, reply, user);
    },
  );

  app.get(
    '/auth/user',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user',
        security: sessionSecurity,
        response: { 200: currentUserSchema, 401: errorResponseSchema },
      },
    },
    async (request) => publicUser(currentUser(request), app.storage),
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends the current session',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      clearSessionCookies(reply);
      return { message: translate(accountMessages.loggedOut, request.locale) };
    },
  );

  app.post(
    '/auth/user/updateAvatar',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Replaces the avatar of the logged-in user',
        description:
          'Multipart field `avatar`: one png/jpg/jpeg file (checked by its bytes) of at most 15 MB, ' +
          're-encoded without metadata. The previous avatar is deleted. Answers its public URL.',
        consumes: ['multipart/form-data'],
        security: sessionSecurity,
        response: {
          200: avatarResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
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
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
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
