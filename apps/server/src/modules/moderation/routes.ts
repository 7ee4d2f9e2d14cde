import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canModerate } from '@iagree/contract';
import { moderationRoutes as routes } from '@iagree/contract/routes';
import { serve, type ServeOptions } from '../../http/serve.ts';
import { translate, type Localized } from '../../i18n/localized.ts';
import { currentUser, requireAllowed, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { moderationMessages } from './messages.ts';
import { listLog, listReports } from './queries.ts';
import { block, hide, report, restore, unblock } from './service.ts';

const moderatorOnly = requireAllowed(canModerate);

/** Reports by anyone signed in; the rest is role 1's (issue 15, decision 013). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.report, {
    preHandler: [requireUser, rateLimit(app, 'report', { by: 'user', max: 30, per: '1 hour' })],
    handler: async (request, reply) => {
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
  });

  serve(app, routes.reports, {
    preHandler: moderatorOnly,
    handler: async (request) => listReports(app.db, request.query, request.locale),
  });

  serve(app, routes.log, {
    preHandler: moderatorOnly,
    handler: async (request) => listLog(app.db, request.query.page, request.locale),
  });

  // Hiding and restoring are asked and answered alike: a thing and a reason, then a message.
  const deciding = (decide: typeof hide, done: Localized): ServeOptions<typeof routes.hide> => ({
    preHandler: moderatorOnly,
    handler: async (request) => {
      const { target_type, id } = request.params;
      const { reason } = request.body;
      await decide(app.db, currentUser(request), { type: target_type, id, reason });
      return { message: translate(done, request.locale) };
    },
  });
  serve(app, routes.hide, deciding(hide, moderationMessages.hidden));
  serve(app, routes.restore, deciding(restore, moderationMessages.restored));

  serve(app, routes.block, {
    preHandler: moderatorOnly,
    handler: async (request) => {
      await block(app.db, currentUser(request), request.params.id, request.body.reason);
      return { message: translate(moderationMessages.blocked, request.locale) };
    },
  });

  serve(app, routes.unblock, {
    preHandler: moderatorOnly,
    handler: async (request) => {
      await unblock(app.db, currentUser(request), request.params.id, request.body.reason);
      return { message: translate(moderationMessages.unblocked, request.locale) };
    },
  });
};
