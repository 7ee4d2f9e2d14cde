import type { moderationSchemas } from '../routes/moderation.ts';
import { calls } from './call.ts';

/** Reports by anyone signed in; the rest is role 1's (issue 15, decision 013). */
export const moderationCalls = calls<typeof moderationSchemas>({
  report: 'POST /api/auth/reports',
  reports: 'GET /api/auth/moderation/reports',
  log: 'GET /api/auth/moderation/log',
  hide: 'POST /api/auth/moderation/:target_type/:id/hide',
  restore: 'POST /api/auth/moderation/:target_type/:id/restore',
  block: 'POST /api/auth/moderation/users/:id/block',
  unblock: 'POST /api/auth/moderation/users/:id/unblock',
});
