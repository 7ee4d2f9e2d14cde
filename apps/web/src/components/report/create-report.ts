import { useMutation } from '@tanstack/react-query';
import { type ReportBody, reportResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/reports: 201 for a new report, 200 when it had already been made. */
export function createReport(body: ReportBody) {
  return api.post('/api/auth/reports', body, {
    schema: import.meta.env.DEV && reportResponseSchema,
  });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
