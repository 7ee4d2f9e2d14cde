import type { statementSchemas } from '../routes/statements.ts';
import { calls } from './call.ts';

/** A statement's calls, then those of its agrees, comments and follows. */
export const statementCalls = calls<typeof statementSchemas>({
  list: 'GET /api/statements',
  similar: 'GET /api/statements/similar',
  detail: 'GET /api/statements/:id',
  mine: 'GET /api/auth/user/statements',
  forEdit: 'GET /api/auth/user/statements/:id/edit',
  create: 'POST /api/auth/statements',
  update: 'POST /api/auth/user/statements/update/:id',
  remove: 'POST /api/auth/user/statements/delete/:id',
  setStatus: 'POST /api/auth/statements/:id/status',
  assign: 'POST /api/auth/statements/:id/assign',
  agree: 'POST /api/auth/agrees',
  unagree: 'POST /api/auth/agrees/delete/:id',
  comments: 'GET /api/statements/:id/comments',
  comment: 'POST /api/auth/comments',
  deleteComment: 'POST /api/auth/comments/delete/:id',
  following: 'GET /api/auth/statements/:id/follow',
  follow: 'PUT /api/auth/statements/:id/follow',
  unfollow: 'DELETE /api/auth/statements/:id/follow',
  followed: 'GET /api/auth/user/statements/followed',
});
