import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockBodySchema,
  canModerate,
  errorResponseSchema,
  idParamSchema,
  messageResponseSchema,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  moderationReasonBodySchema,
  moderationReportsQuerySchema,
  moderationReportsResponseSchema,
  moderationTargetParamsSchema,
  reportBodySchema,
  reportResponseSchema,
} from '@iagree/contract';
import { translate } from '../../i18n/localized.ts';
import { currentUser, requireAllowed, requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { moderationMessages } from './messages.ts';
import { listLog, listReports } from './queries.ts';
import { block, hide, report, restore, unblock } from './service.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

const moderatorOnly = requireAllowed(canModerate);

/** Reports by anyone signed in; the rest is role 1's (issue 15, decision 013). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/reports',
    {
      preHandler: [requireUser, rateLimit(app, 'report', { by: 'user', max: 30, per: '1 hour' })],
      schema: {
        tags: ['moderation'],
        summary:
          'Reports a statement, comment, event or event comment (201; 200 when already reported)',
        security: sessionSecurity,
        body: reportBodySchema,
        response: {
          200: reportResponseSchema,
          201: reportResponseSchema,
          ...errors,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { target_type, target_id, reason, details } = request.body;
      const added = await report(
        app.db,
        currentUser(request),
        { targetType: target_type, targetId: target_id, reason, details },
        {
          threshold: app.config.reportHideThreshold,
          minAccountAgeDays: app.config.reportMinAccountAgeDays,
        },
      );
      const message = added ? moderationMessages.reported : moderationMessages.alreadyReported;
      return reply.status(added ? 201 : 200).send({ message: translate(message, request.locale) });
    },
  );

  app.get(
    '/auth/moderation/reports',
    {
      preHandler: moderatorOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Reported things with their reports summed up, most recently reported first',
        security: sessionSecurity,
        querystring: moderationReportsQuerySchema,
        response: { 200: moderationReportsResponseSchema, ...errors },
      },
    },
    async (request) => listReports(app.db, request.query, request.locale),
  );

  app.get(
    '/auth/moderation/log',
    {
      preHandler: moderatorOnly,
      schema: {
        tags: ['moderation'],
        summary: 'The action log: who did what to which thing, when and why; newest first',
        security: sessionSecurity,
        querystring: moderationLogQuerySchema,
        response: { 200: moderationLogResponseSchema, ...errors },
      },
    },
    async (request) => listLog(app.db, request.query.page, request.locale),
  );

  app.post(
    '/auth/moderation/:target_type/:id/hide',
    {
      preHandler: moderatorOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Hides a thing from everyone but its author and role 1; resolves its reports',
        security: sessionSecurity,
        params: moderationTargetParamsSchema,
        body: moderationReasonBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { target_type, id } = request.params;
      await hide(app.db, currentUser(request), target_type, id, request.body.reason);
      return { message: translate(moderationMessages.hidden, request.locale) };
    },
  );

  app.post(
    '/auth/moderation/:target_type/:id/restore',
    {
      preHandler: moderatorOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Shows a hidden thing again and clears its reports',
        security: sessionSecurity,
        params: moderationTargetParamsSchema,
        body: moderationReasonBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { target_type, id } = request.params;
      await restore(app.db, currentUser(request), target_type, id, request.body.reason);
      return { message: translate(moderationMessages.restored, request.locale) };
    },
  );

  app.post(
    '/auth/moderation/users/:id/block',
    {
      preHandler: moderatorOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Blocks a user: they read but cannot write, and their posts are hidden',
        security: sessionSecurity,
        params: idParamSchema,
        body: blockBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await block(app.db, currentUser(request), request.params.id, request.body.reason);
      return { message: translate(moderationMessages.blocked, request.locale) };
    },
  );

  app.post(
    '/auth/moderation/users/:id/unblock',
    {
      preHandler: moderatorOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Lifts a block: the user writes again and what the block hid comes back',
        security: sessionSecurity,
        params: idParamSchema,
        body: moderationReasonBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unblock(app.db, currentUser(request), request.params.id, request.body.reason);
      return { message: translate(moderationMessages.unblocked, request.locale) };
    },
  );
};
