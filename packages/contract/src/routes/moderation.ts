import type { CallSchemas } from '../calls/call.ts';
import { moderationCalls } from '../calls/moderation.ts';
import { idParamSchema, messageResponseSchema } from '../common.ts';
import {
  blockBodySchema,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  moderationReasonBodySchema,
  moderationReportsQuerySchema,
  moderationReportsResponseSchema,
  moderationTargetParamsSchema,
  reportBodySchema,
  reportResponseSchema,
} from '../moderation.ts';
import { described, errors } from './route.ts';

const moderating = { tags: ['moderation'], auth: 'session' } as const;
const moderationErrors = errors(401, 403, 404, 422);

export const moderationSchemas = {
  report: {
    ...moderating,
    summary:
      'Reports a statement, comment, event or event comment (201; 200 when already reported)',
    body: reportBodySchema,
    response: {
      200: reportResponseSchema,
      201: reportResponseSchema,
      ...moderationErrors,
      ...errors(429),
    },
  },
  reports: {
    ...moderating,
    summary: 'Reported things with their reports summed up, most recently reported first',
    query: moderationReportsQuerySchema,
    response: { 200: moderationReportsResponseSchema, ...moderationErrors },
  },
  log: {
    ...moderating,
    summary: 'The action log: who did what to which thing, when and why; newest first',
    query: moderationLogQuerySchema,
    response: { 200: moderationLogResponseSchema, ...moderationErrors },
  },
  hide: {
    ...moderating,
    summary: 'Hides a thing from everyone but its author and role 1; resolves its reports',
    params: moderationTargetParamsSchema,
    body: moderationReasonBodySchema,
    response: { 200: messageResponseSchema, ...moderationErrors },
  },
  restore: {
    ...moderating,
    summary: 'Shows a hidden thing again and clears its reports',
    params: moderationTargetParamsSchema,
    body: moderationReasonBodySchema,
    response: { 200: messageResponseSchema, ...moderationErrors },
  },
  block: {
    ...moderating,
    summary: 'Blocks a user: they read but cannot write, and their posts are hidden',
    params: idParamSchema,
    body: blockBodySchema,
    response: { 200: messageResponseSchema, ...moderationErrors },
  },
  unblock: {
    ...moderating,
    summary: 'Lifts a block: the user writes again and what the block hid comes back',
    params: idParamSchema,
    body: moderationReasonBodySchema,
    response: { 200: messageResponseSchema, ...moderationErrors },
  },
} satisfies Record<string, CallSchemas>;

export const moderationRoutes = described(moderationCalls, moderationSchemas);
