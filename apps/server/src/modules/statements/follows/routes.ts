import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  followResponseSchema,
  idParamSchema,
  isPrivileged,
  myStatementsQuerySchema,
  myStatementsResponseSchema,
} from '@iagree/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser, sessionSecurity } from '../../../plugins/auth.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { viewerOf } from '../present.ts';
import { listFollowedStatements } from '../queries.ts';
import { isFollowing, setFollowing } from './service.ts';

const responses = {
  200: followResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

const follower = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { userId: user.id, moderator: isPrivileged(user) };
};

/**
 * Following a statement (issue 16): its comments and status changes reach the follower as
 * they reach its author. A follow is the follower's own: it changes no shared answer.
 */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimit(app, 'follow', { by: 'user', max: 120, per: '1 minute' });
  const options = (summary: string, write: boolean) => ({
    preHandler: write ? [requireUser, limit] : [requireUser],
    config: { keepsAnswers: true },
    schema: {
      tags: ['statements'],
      summary,
      security: sessionSecurity,
      params: idParamSchema,
      response: responses,
    },
  });

  app.get(
    '/auth/statements/:id/follow',
    options('Whether the caller follows statement `id`', false),
    async (request) => ({
      following: await isFollowing(app.db, follower(request), request.params.id),
    }),
  );

  app.put(
    '/auth/statements/:id/follow',
    options('Follows statement `id` (idempotent)', true),
    async (request) => ({
      following: await setFollowing(app.db, follower(request), request.params.id, true),
    }),
  );

  app.delete(
    '/auth/statements/:id/follow',
    options('Stops following statement `id` (idempotent)', true),
    async (request) => ({
      following: await setFollowing(app.db, follower(request), request.params.id, false),
    }),
  );

  app.get(
    '/auth/user/statements/followed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['statements'],
        summary: 'The statements the caller follows (not their own), each with its `agree` count',
        security: sessionSecurity,
        querystring: myStatementsQuerySchema,
        response: {
          200: myStatementsResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      listFollowedStatements(
        app.db,
        app.storage,
        { ...viewerOf(request.user, request.locale), userId: currentUser(request).id },
        request.query,
      ),
  );
};
