import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * The consultations' list (issue 34), shared by the residents' page (features/consultations)
 * and role 1's tab on /admin (features/admin); starting one invalidates `queryRoots.consultations`.
 */
export const consultationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.consultations, 'list'],
    queryFn: async ({ signal }) => (await call(consultationCalls.list, { signal })).data,
  });

/** GET /api/consultations: the newest first, with their statements and participants. */
export function useConsultations() {
  return useQuery(consultationsQueryOptions());
}
