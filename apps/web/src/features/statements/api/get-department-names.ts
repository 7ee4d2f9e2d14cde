import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/departments: every department's id and name (the list's filter, a hand-over). */
export const departmentNamesQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.departments,
    queryFn: async ({ signal }) => (await call(departmentCalls.names, { signal })).data,
    // A city's departments change seldom; a reload shows a new one.
    staleTime: 5 * 60_000,
  });

/** Asked only once `enabled`: the home page's first load does without it. */
export function useDepartmentNames(enabled: boolean) {
  return useQuery({ ...departmentNamesQueryOptions(), enabled });
}
