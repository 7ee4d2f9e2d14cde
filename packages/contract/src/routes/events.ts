import type { CallSchemas } from '../calls/call.ts';
import { eventCalls } from '../calls/events.ts';
import { idParamSchema, languageQuerySchema, messageResponseSchema } from '../common.ts';
import {
  createdEventCommentResponseSchema,
  createdEventResponseSchema,
  eventCommentBodySchema,
  eventCommentsResponseSchema,
  eventDetailResponseSchema,
  eventIdParamSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventStatementLinkBodySchema,
  eventStatementPageSchema,
  eventStatementParamsSchema,
  myEventsQuerySchema,
  myEventsResponseSchema,
} from '../events.ts';
import { pageQuerySchema } from '../pages.ts';
import { described, errors, writeErrors } from './route.ts';

const FIELDS =
  'Multipart fields: title, start_date, end_date (yyyy-MM-dd), start_time, end_time (HH:mm, optional), longitude, latitude, address, ' +
  'company_name, company_logo_img, event_img (png/jpg/jpeg files), description, ' +
  'categories (comma-separated ids), language.';

export const eventSchemas = {
  list: {
    tags: ['events'],
    summary: 'Events page by page, filtered by keyword and category',
    query: eventListQuerySchema,
    response: { 200: eventListResponseSchema, ...errors(422) },
  },
  detail: {
    tags: ['events'],
    summary: 'One event with its latest 20 linked statements (the older ones: GET …/statements)',
    params: idParamSchema,
    query: languageQuerySchema,
    response: { 200: eventDetailResponseSchema, ...errors(404) },
  },
  mine: {
    tags: ['events'],
    summary: 'The logged-in user’s events by start date, ten at a time from `offset`',
    auth: 'session',
    query: myEventsQuerySchema,
    response: { 200: myEventsResponseSchema, ...errors(401) },
  },
  create: {
    tags: ['events'],
    summary: 'Creates an event (role 1 only)',
    description: FIELDS,
    auth: 'session',
    multipart: true,
    response: { 201: createdEventResponseSchema, ...writeErrors },
  },
  update: {
    tags: ['events'],
    summary: 'Updates an event (its owner or role 1); images are optional',
    description: FIELDS,
    auth: 'session',
    multipart: true,
    params: eventIdParamSchema,
    response: { 200: createdEventResponseSchema, ...writeErrors },
  },
  remove: {
    tags: ['events'],
    summary: 'Deletes an event (its owner or role 1)',
    auth: 'session',
    params: idParamSchema,
    response: { 200: messageResponseSchema, ...writeErrors },
  },
  comments: {
    tags: ['events'],
    summary: 'A page of the event’s comments, newest first, after `cursor`',
    params: idParamSchema,
    query: pageQuerySchema,
    response: { 200: eventCommentsResponseSchema, ...errors(404, 422) },
  },
  statements: {
    tags: ['events'],
    summary: 'A page of the statements linked to the event, newest first, after `cursor`',
    params: idParamSchema,
    query: pageQuerySchema,
    response: { 200: eventStatementPageSchema, ...errors(404, 422) },
  },
  linkStatement: {
    tags: ['events'],
    summary:
      'Links a visible statement to the event (its organiser or role 1): 201, or 200 when ' +
      'it already was; 409 when it is linked to another event',
    auth: 'session',
    params: idParamSchema,
    body: eventStatementLinkBodySchema,
    response: {
      200: messageResponseSchema,
      201: messageResponseSchema,
      ...errors(409),
      ...writeErrors,
    },
  },
  unlinkStatement: {
    tags: ['events'],
    summary: 'Takes a statement off the event (its organiser or role 1)',
    auth: 'session',
    params: eventStatementParamsSchema,
    response: { 200: messageResponseSchema, ...writeErrors },
  },
  comment: {
    tags: ['events'],
    summary: 'Comments on an event, optionally at a place',
    auth: 'session',
    params: idParamSchema,
    body: eventCommentBodySchema,
    response: { 201: createdEventCommentResponseSchema, ...writeErrors },
  },
} satisfies Record<string, CallSchemas>;

export const eventRoutes = described(eventCalls, eventSchemas);
