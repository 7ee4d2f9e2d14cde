import type { consultationSchemas } from '../routes/consultations.ts';
import { calls } from './call.ts';

/** Consultations (issue 34, decision 036): statements, votes, the analysis and its exports. */
export const consultationCalls = calls<typeof consultationSchemas>({
  list: 'GET /api/consultations',
  create: 'POST /api/auth/consultations',
  detail: 'GET /api/consultations/:id',
  addStatement: 'POST /api/auth/consultations/:id/statements',
  moderateStatement: 'POST /api/auth/consultations/:id/statements/:statement_id/moderation',
  vote: 'POST /api/auth/consultations/:id/votes',
  withdrawVote: 'DELETE /api/auth/consultations/:id/votes/:statement_id',
  analysis: 'GET /api/consultations/:id/analysis',
  myGroup: 'GET /api/auth/consultations/:id/my-group',
  exportFile: 'GET /api/consultations/:id/export/:file',
});
