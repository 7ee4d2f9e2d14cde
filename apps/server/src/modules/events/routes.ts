import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canCreateEvent } from '@iagree/contract';
import { eventRoutes } from '@iagree/contract/routes';
import { currentUser, requireAllowed, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/localized.ts';
import { deleteHandler } from '../../http/delete-handler.ts';
import { serve } from '../../http/serve.ts';
import { rateLimit, writeRateLimit } from '../../plugins/rate-limit.ts';
import { addEventComment, eventCommentPage } from './comments.ts';
import { readEventForm } from './form.ts';
import { eventMessages } from './messages.ts';
import { eventStatementPage, getEventDetail, listEvents, listMyEvents } from './queries.ts';
import { assertCanManage, createEvent, deleteEvent, updateEvent } from './service.ts';
import { linkStatement, unlinkStatement } from './statement-links.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, eventRoutes.list, {
    handler: async (request) => listEvents(app.db, app.storage, request.locale, request.query),
  });

  serve(app, eventRoutes.detail, {
    handler: async (request) => {
      const data = await getEventDetail(
        app.db,
        app.storage,
        request.locale,
        request.params.id,
        request.user,
      );
      if (!data) throw new AppError(404, eventMessages.notFound);
      return { data };
    },
  });

  serve(app, eventRoutes.mine, {
    preHandler: requireUser,
    handler: async (request) =>
      listMyEvents(app.db, app.storage, request.locale, currentUser(request).id, request.query),
  });

  serve(app, eventRoutes.create, {
    preHandler: [requireAllowed(canCreateEvent), writeRateLimit(app, 'event')],
    handler: async (request, reply) => {
      const form = await readEventForm(request, { requireImages: true });
      const id = await createEvent(app.db, app.storage, currentUser(request).id, form);
      return reply.status(201).send({ id });
    },
  });

  serve(app, eventRoutes.update, {
    preHandler: [requireUser, writeRateLimit(app, 'event')],
    handler: async (request) => {
      const event = await assertCanManage(app.db, request.params.event_id, currentUser(request));
      const form = await readEventForm(request, { requireImages: false });
      await updateEvent(app.db, app.storage, event, form);
      return { id: event.id };
    },
  });

  serve(app, eventRoutes.remove, {
    preHandler: requireUser,
    handler: deleteHandler(app, {
      authorize: assertCanManage,
      remove: deleteEvent,
      done: eventMessages.deleted,
      logged: (event) => ({ targetType: 'event', targetId: event.id, authorId: event.userId }),
    }),
  });

  serve(app, eventRoutes.comments, {
    handler: async (request) =>
      eventCommentPage(
        app.db,
        app.storage,
        request.params.id,
        request.query.cursor,
        request.locale,
      ),
  });

  serve(app, eventRoutes.statements, {
    handler: async (request) => eventStatementPage(app.db, request.params.id, request.query.cursor),
  });

  serve(app, eventRoutes.linkStatement, {
    preHandler: [requireUser, writeRateLimit(app, 'event')],
    handler: async (request, reply) => {
      const { changed } = await linkStatement(app.db, {
        eventId: request.params.id,
        statementId: request.body.statement_id,
        user: currentUser(request),
      });
      return reply
        .status(changed ? 201 : 200)
        .send({ message: translate(eventMessages.linked, request.locale) });
    },
  });

  serve(app, eventRoutes.unlinkStatement, {
    preHandler: [requireUser, writeRateLimit(app, 'event')],
    handler: async (request) => {
      await unlinkStatement(app.db, {
        eventId: request.params.id,
        statementId: request.params.statement_id,
        user: currentUser(request),
      });
      return { message: translate(eventMessages.unlinked, request.locale) };
    },
  });

  serve(app, eventRoutes.comment, {
    preHandler: [
      requireUser,
      rateLimit(app, 'event-comment', { by: 'user', max: 30, per: '1 minute' }),
    ],
    handler: async (request, reply) => {
      const { comment, commentsCount } = await addEventComment(app.db, app.storage, {
        eventId: request.params.id,
        userId: currentUser(request).id,
        comment: request.body.comment,
        location: request.body.location,
        locale: request.locale,
      });
      return reply.status(201).send({ data: comment, comments_count: commentsCount });
    },
  });
};
