import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canCreateEvent,
  createdEventCommentResponseSchema,
  createdEventResponseSchema,
  errorResponseSchema,
  eventCommentBodySchema,
  eventCommentsResponseSchema,
  eventDetailResponseSchema,
  eventIdParamSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventStatementLinkBodySchema,
  eventStatementPageSchema,
  eventStatementParamsSchema,
  idParamSchema,
  languageQuerySchema,
  messageResponseSchema,
  myEventsQuerySchema,
  myEventsResponseSchema,
  pageQuerySchema,
} from '@iagree/contract';
import { currentUser, requireAllowed, requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/localized.ts';
import { deleteHandler } from '../../http/delete-handler.ts';
import { multipartCall, writeErrors } from '../../http/write-call.ts';
import { rateLimit, writeRateLimit } from '../../plugins/rate-limit.ts';
import { addEventComment, eventCommentPage } from './comments.ts';
import { readEventForm } from './form.ts';
import { eventMessages } from './messages.ts';
import { eventStatementPage, getEventDetail, listEvents, listMyEvents } from './queries.ts';
import { assertCanManage, createEvent, deleteEvent, updateEvent } from './service.ts';
import { linkStatement, unlinkStatement } from './statement-links.ts';

const FIELDS =
  'Multipart fields: title, start_date, end_date (yyyy-MM-dd), start_time, end_time (HH:mm, optional), longitude, latitude, address, ' +
  'company_name, company_logo_img, event_img (png/jpg/jpeg files), description, ' +
  'categories (comma-separated ids), language.';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events page by page, filtered by keyword and category',
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => listEvents(app.db, app.storage, request.locale, request.query),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary:
          'One event with its latest 20 linked statements (the older ones: GET …/statements)',
        params: idParamSchema,
        querystring: languageQuerySchema,
        response: { 200: eventDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/auth/user/events',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The logged-in user’s events by start date, ten at a time from `offset`',
        security: sessionSecurity,
        querystring: myEventsQuerySchema,
        response: { 200: myEventsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      listMyEvents(app.db, app.storage, request.locale, currentUser(request).id, request.query),
  );

  app.post(
    '/auth/events',
    {
      preHandler: [requireAllowed(canCreateEvent), writeRateLimit(app, 'event')],
      schema: {
        ...multipartCall('events', FIELDS),
        summary: 'Creates an event (role 1 only)',
        response: { 201: createdEventResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const form = await readEventForm(request, { requireImages: true });
      const id = await createEvent(app.db, app.storage, currentUser(request).id, form);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/auth/events/update/:event_id',
    {
      preHandler: [requireUser, writeRateLimit(app, 'event')],
      schema: {
        ...multipartCall('events', FIELDS),
        summary: 'Updates an event (its owner or role 1); images are optional',
        params: eventIdParamSchema,
        response: { 200: createdEventResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const event = await assertCanManage(app.db, request.params.event_id, currentUser(request));
      const form = await readEventForm(request, { requireImages: false });
      await updateEvent(app.db, app.storage, event, form);
      return { id: event.id };
    },
  );

  app.delete(
    '/auth/events/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'Deletes an event (its owner or role 1)',
        security: sessionSecurity,
        params: idParamSchema,
        response: { 200: messageResponseSchema, ...writeErrors },
      },
    },
    deleteHandler(app, {
      authorize: assertCanManage,
      remove: deleteEvent,
      done: eventMessages.deleted,
      logged: (event) => ({ targetType: 'event', targetId: event.id, authorId: event.userId }),
    }),
  );

  app.get(
    '/events/:id/comments',
    {
      schema: {
        tags: ['events'],
        summary: 'A page of the event’s comments, newest first, after `cursor`',
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: {
          200: eventCommentsResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      eventCommentPage(
        app.db,
        app.storage,
        request.params.id,
        request.query.cursor,
        request.locale,
      ),
  );

  app.get(
    '/events/:id/statements',
    {
      schema: {
        tags: ['events'],
        summary: 'A page of the statements linked to the event, newest first, after `cursor`',
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: {
          200: eventStatementPageSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => eventStatementPage(app.db, request.params.id, request.query.cursor),
  );

  app.post(
    '/auth/events/:id/statements',
    {
      preHandler: [requireUser, writeRateLimit(app, 'event')],
      schema: {
        tags: ['events'],
        summary:
          'Links a visible statement to the event (its organiser or role 1): 201, or 200 when ' +
          'it already was; 409 when it is linked to another event',
        security: sessionSecurity,
        params: idParamSchema,
        body: eventStatementLinkBodySchema,
        response: {
          200: messageResponseSchema,
          201: messageResponseSchema,
          409: errorResponseSchema,
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const { changed } = await linkStatement(
        app.db,
        request.params.id,
        request.body.statement_id,
        currentUser(request),
      );
      return reply
        .status(changed ? 201 : 200)
        .send({ message: translate(eventMessages.linked, request.locale) });
    },
  );

  app.delete(
    '/auth/events/:id/statements/:statement_id',
    {
      preHandler: [requireUser, writeRateLimit(app, 'event')],
      schema: {
        tags: ['events'],
        summary: 'Takes a statement off the event (its organiser or role 1)',
        security: sessionSecurity,
        params: eventStatementParamsSchema,
        response: { 200: messageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await unlinkStatement(
        app.db,
        request.params.id,
        request.params.statement_id,
        currentUser(request),
      );
      return { message: translate(eventMessages.unlinked, request.locale) };
    },
  );

  app.post(
    '/events/:id/comments',
    {
      preHandler: [
        requireUser,
        rateLimit(app, 'event-comment', { by: 'user', max: 30, per: '1 minute' }),
      ],
      schema: {
        tags: ['events'],
        summary: 'Comments on an event, optionally at a place',
        security: sessionSecurity,
        params: idParamSchema,
        body: eventCommentBodySchema,
        response: { 201: createdEventCommentResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { comment, commentsCount } = await addEventComment(app.db, app.storage, {
        eventId: request.params.id,
        userId: currentUser(request).id,
        comment: request.body.comment,
        location: request.body.location,
        locale: request.locale,
      });
      return reply.status(201).send({ data: comment, comments_count: commentsCount });
    },
  );
};
