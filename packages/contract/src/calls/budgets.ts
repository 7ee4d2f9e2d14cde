import type { budgetSchemas } from '../routes/budgets.ts';
import { calls } from './call.ts';

/** Participatory budgeting (issue 33, decision 035): public reads, residents' acts, role 1's runs. */
export const budgetCalls = calls<typeof budgetSchemas>({
  list: 'GET /api/budgets',
  detail: 'GET /api/budgets/:id',
  results: 'GET /api/budgets/:id/results',
  create: 'POST /api/auth/admin/budgets',
  movePhase: 'POST /api/auth/admin/budgets/:id/phase',
  review: 'POST /api/auth/admin/budgets/:id/projects/:project_id/review',
  uploadCodes: 'POST /api/auth/admin/budgets/:id/codes',
  candidates: 'GET /api/auth/budgets/:id/candidates',
  enter: 'POST /api/auth/budgets/:id/projects',
  support: 'POST /api/auth/budgets/:id/supports',
  ballot: 'PUT /api/auth/budgets/:id/ballot',
  verify: 'POST /api/auth/budgets/:id/verification',
});
