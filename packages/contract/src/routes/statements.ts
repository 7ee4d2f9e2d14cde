import type { CallSchemas } from '../calls/call.ts';
import { statementCalls } from '../calls/statements.ts';
import { idParamSchema, languageQuerySchema } from '../common.ts';
import { assignBodySchema } from '../departments.ts';
import { statementStatusBodySchema } from '../moderation.ts';
import { followResponseSchema } from '../notifications.ts';
import { pageQuerySchema } from '../pages.ts';
import { similarQuerySchema, similarResponseSchema, statementListQuerySchema } from '../search.ts';
import {
  agreeBodySchema,
  agreeResponseSchema,
  createdStatementCommentResponseSchema,
  deletedStatementCommentResponseSchema,
  deleteStatementCommentBodySchema,
  myStatementsQuerySchema,
  myStatementsResponseSchema,
  statementCommentBodySchema,
  statementCommentPageSchema,
  statementDeletedResponseSchema,
  statementListResponseSchema,
  statementResponseSchema,
} from '../statements.ts';
import { described, errors, writeErrors } from './route.ts';

const FIELDS =
  'longitude, latitude, event_code, address, free_category, categories (comma-separated ids), ' +
  'title, description, money (yen), language';

/** Agree and un-agree answer alike: the caller's flag and the statement's new count. */
const agreeing = {
  tags: ['agrees'],
  auth: 'session',
  response: { 200: agreeResponseSchema, ...errors(401, 404, 422, 429) },
} as const;

const following = {
  tags: ['statements'],
  auth: 'session',
  params: idParamSchema,
  response: { 200: followResponseSchema, ...errors(401, 404, 422) },
} as const;

const commentWriteErrors = errors(401, 403, 404, 422, 429);

export const statementSchemas = {
  list: {
    tags: ['statements'],
    summary: 'The ranked list, ten at a time from the row `offset`, optionally of a category',
    query: statementListQuerySchema,
    response: { 200: statementListResponseSchema, ...errors(422) },
  },
  similar: {
    tags: ['statements'],
    summary: 'Up to five visible statements like a new one’s title (and description)',
    query: similarQuerySchema,
    response: { 200: similarResponseSchema, ...errors(422) },
  },
  detail: {
    tags: ['statements'],
    summary: 'One statement with its latest 20 comments (the older ones: GET …/comments)',
    params: idParamSchema,
    query: languageQuerySchema,
    response: { 200: statementResponseSchema, ...errors(404) },
  },
  mine: {
    tags: ['statements'],
    summary: 'The caller’s own statements, each with its `agree` count',
    auth: 'session',
    query: myStatementsQuerySchema,
    response: { 200: myStatementsResponseSchema, ...errors(401, 422) },
  },
  forEdit: {
    tags: ['statements'],
    summary: 'A statement to fill the edit form (its author only)',
    auth: 'session',
    params: idParamSchema,
    query: languageQuerySchema,
    response: { 200: statementResponseSchema, ...writeErrors },
  },
  create: {
    tags: ['statements'],
    summary: 'Posts a statement',
    description: `Multipart fields: ${FIELDS}; files: images[] (png/jpg/jpeg, 15 MB each, at most 5).`,
    auth: 'session',
    multipart: true,
    response: { 201: statementResponseSchema, ...writeErrors, ...errors(409) },
  },
  update: {
    tags: ['statements'],
    summary: 'Updates a statement (its author only)',
    description:
      `Multipart fields: ${FIELDS}, removed_images (image ids, comma-separated or repeated); ` +
      'files: added_images[]. The statement never has more than 5 images.',
    auth: 'session',
    multipart: true,
    params: idParamSchema,
    response: { 200: statementResponseSchema, ...writeErrors },
  },
  remove: {
    tags: ['statements'],
    summary: 'Deletes a statement with its images, agrees and comments (its author or role 1)',
    auth: 'session',
    params: idParamSchema,
    response: { 200: statementDeletedResponseSchema, ...writeErrors },
  },
  setStatus: {
    tags: ['statements'],
    summary:
      'Says what became of a statement, with an official answer (role 1, or the staff of ' +
      'the department in charge)',
    auth: 'session',
    params: idParamSchema,
    body: statementStatusBodySchema,
    response: { 200: statementResponseSchema, ...writeErrors },
  },
  assign: {
    tags: ['statements'],
    summary:
      'Hands a statement to another department (role 1, the staff of the department in ' +
      'charge, or any staff while none is); logged',
    auth: 'session',
    params: idParamSchema,
    body: assignBodySchema,
    response: { 200: statementResponseSchema, ...writeErrors },
  },
  agree: { ...agreeing, summary: 'Agrees with a statement (idempotent)', body: agreeBodySchema },
  unagree: {
    ...agreeing,
    summary: 'Withdraws the agreement with statement `id` (idempotent)',
    params: idParamSchema,
  },
  comments: {
    tags: ['comments'],
    summary: 'A page of the statement’s comments, newest first, after `cursor`',
    params: idParamSchema,
    query: pageQuerySchema,
    response: { 200: statementCommentPageSchema, ...errors(404, 422) },
  },
  comment: {
    tags: ['comments'],
    summary: 'Comments on a statement; answers the comment and the new comment_count',
    auth: 'session',
    body: statementCommentBodySchema,
    response: { 201: createdStatementCommentResponseSchema, ...commentWriteErrors },
  },
  deleteComment: {
    tags: ['comments'],
    summary:
      'Deletes comment `comment_id` of statement `id` (the comment’s author, the ' +
      'statement’s author or role 1)',
    auth: 'session',
    params: idParamSchema,
    body: deleteStatementCommentBodySchema,
    response: { 200: deletedStatementCommentResponseSchema, ...commentWriteErrors },
  },
  following: { ...following, summary: 'Whether the caller follows statement `id`' },
  follow: { ...following, summary: 'Follows statement `id` (idempotent)' },
  unfollow: { ...following, summary: 'Stops following statement `id` (idempotent)' },
  followed: {
    tags: ['statements'],
    summary: 'The statements the caller follows (not their own), each with its `agree` count',
    auth: 'session',
    query: myStatementsQuerySchema,
    response: { 200: myStatementsResponseSchema, ...errors(401, 422) },
  },
} satisfies Record<string, CallSchemas>;

export const statementRoutes = described(statementCalls, statementSchemas);
