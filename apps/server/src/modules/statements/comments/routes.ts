import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdStatementCommentResponseSchema,
  deletedStatementCommentResponseSchema,
  deleteStatementCommentBodySchema,
  errorResponseSchema,
  idParamSchema,
  pageQuerySchema,
  statementCommentBodySchema,
  statementCommentPageSchema,
} from '@iagree/contract';
import { currentUser, requireUser, sessionSecurity } from '../../../plugins/auth.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { translate } from '../../../i18n/localized.ts';
import { viewerOf } from '../present.ts';
import { commentMessages } from './messages.ts';
import { commentPage } from './present.ts';
import { addComment, deleteComment } from './service.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statements/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'A page of the statement’s comments, newest first, after `cursor`',
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: {
          200: statementCommentPageSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      commentPage(
        app.db,
        app.storage,
        viewerOf(request.user, request.locale),
        request.params.id,
        request.query.cursor,
      ),
  );

  app.post(
    '/auth/comments',
    {
      preHandler: [
        requireUser,
        rateLimit(app, 'statement-comment', { by: 'user', max: 30, per: '1 minute' }),
      ],
      schema: {
        tags: ['comments'],
        summary: 'Comments on a statement; answers the comment and the new comment_count',
        security: sessionSecurity,
        body: statementCommentBodySchema,
        response: { 201: createdStatementCommentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { comment, commentCount } = await addComment(
        app.db,
        app.storage,
        viewerOf(request.user, request.locale),
        {
          statementId: request.body.statement_id,
          userId: currentUser(request).id,
          comment: request.body.comment,
        },
      );
      return reply.status(201).send({ data: comment, comment_count: commentCount });
    },
  );

  app.post(
    '/auth/comments/delete/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['comments'],
        summary:
          'Deletes comment `comment_id` of statement `id` (the comment’s author, the ' +
          'statement’s author or role 1)',
        security: sessionSecurity,
        params: idParamSchema,
        body: deleteStatementCommentBodySchema,
        response: { 200: deletedStatementCommentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const commentCount = await deleteComment(app.db, currentUser(request), {
        statementId: request.params.id,
        commentId: request.body.comment_id,
      });
      return {
        message: translate(commentMessages.deleted, request.locale),
        comment_count: commentCount,
      };
    },
  );
};
