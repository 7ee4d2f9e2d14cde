import type { departmentSchemas } from '../routes/departments.ts';
import { calls } from './call.ts';

/** The city's side (issue 32, decision 034): departments, their staff and the dashboard. */
export const departmentCalls = calls<typeof departmentSchemas>({
  names: 'GET /api/departments',
  list: 'GET /api/auth/admin/departments',
  create: 'POST /api/auth/admin/departments',
  rename: 'PATCH /api/auth/admin/departments/:id',
  remove: 'DELETE /api/auth/admin/departments/:id',
  addMember: 'POST /api/auth/admin/departments/:id/members',
  removeMember: 'DELETE /api/auth/admin/departments/:id/members/:user_id',
  stats: 'GET /api/auth/admin/stats',
});
