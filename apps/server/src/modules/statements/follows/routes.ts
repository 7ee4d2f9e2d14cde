import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementRoutes } from '@iagree/contract/routes';
import { currentUser, requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../http/serve.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { myListOptions } from '../my-list-route.ts';
import { isFollowing, setFollowing } from './service.ts';

/**
 * Following a statement (issue 16): its comments and status changes reach the follower as
 * they reach its author. A follow is the follower's own: it changes no shared answer.
 */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimit(app, 'follow', { by: 'user', max: 120, per: '1 minute' });
  const reading = { preHandler: requireUser, config: { keepsAnswers: true } };
  const writing = { preHandler: [requireUser, limit], config: { keepsAnswers: true } };

  serve(app, statementRoutes.following, {
    ...reading,
    handler: async (request) => ({
      following: await isFollowing(app.db, currentUser(request), request.params.id),
    }),
  });

  serve(app, statementRoutes.follow, {
    ...writing,
    handler: async (request) => ({
      following: await setFollowing(app.db, currentUser(request), request.params.id, true),
    }),
  });

  serve(app, statementRoutes.unfollow, {
    ...writing,
    handler: async (request) => ({
      following: await setFollowing(app.db, currentUser(request), request.params.id, false),
    }),
  });

  serve(app, statementRoutes.followed, myListOptions(app, 'followed'));
};
