import type { eventSchemas } from '../routes/events.ts';
import { calls } from './call.ts';

export const eventCalls = calls<typeof eventSchemas>({
  list: 'GET /api/events',
  detail: 'GET /api/events/:id',
  mine: 'GET /api/auth/user/events',
  create: 'POST /api/auth/events',
  update: 'POST /api/auth/events/update/:event_id',
  remove: 'DELETE /api/auth/events/:id',
  comments: 'GET /api/events/:id/comments',
  statements: 'GET /api/events/:id/statements',
  linkStatement: 'POST /api/auth/events/:id/statements',
  unlinkStatement: 'DELETE /api/auth/events/:id/statements/:statement_id',
  comment: 'POST /api/events/:id/comments',
});
