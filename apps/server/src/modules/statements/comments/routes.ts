import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementRoutes } from '@iagree/contract/routes';
import { currentUser, requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../http/serve.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { factsOf } from '../../../i18n/format.ts';
import { translate } from '../../../i18n/localized.ts';
import { commentMessages } from './messages.ts';
import { commentPage } from './present.ts';
import { addComment, deleteComment } from './service.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, statementRoutes.comments, {
    handler: async (request) =>
      commentPage(
        app.db,
        app.storage,
        request.user,
        factsOf(request.locale),
        request.params.id,
        request.query.cursor,
      ),
  });

  serve(app, statementRoutes.comment, {
    preHandler: [
      requireUser,
      rateLimit(app, 'statement-comment', { by: 'user', max: 30, per: '1 minute' }),
    ],
    handler: async (request, reply) => {
      const { comment, commentCount } = await addComment(
        app.db,
        app.storage,
        currentUser(request),
        factsOf(request.locale),
        { statementId: request.body.statement_id, comment: request.body.comment },
      );
      return reply.status(201).send({ data: comment, comment_count: commentCount });
    },
  });

  serve(app, statementRoutes.deleteComment, {
    preHandler: requireUser,
    handler: async (request) => {
      const commentCount = await deleteComment(app.db, currentUser(request), {
        statementId: request.params.id,
        commentId: request.body.comment_id,
      });
      return {
        message: translate(commentMessages.deleted, request.locale),
        comment_count: commentCount,
      };
    },
  });
};
