import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const adminQueryKey = ['admin'] as const;
export const departmentsQueryKey = [...adminQueryKey, 'departments'] as const;

/** GET /api/auth/admin/departments (role 1): categories, area and staff of each. */
export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: departmentsQueryKey,
    queryFn: async ({ signal }) => (await call(departmentCalls.list, { signal })).data,
  });

export function useDepartments(enabled = true) {
  return useQuery({ ...departmentsQueryOptions(), enabled });
}

/**
 * After a department is renamed or deleted: the departments and the dashboard, the names the
 * list filters by, and the statements that name their department load again.
 */
export const refreshAfterDepartmentChange = (queryClient: QueryClient) =>
  Promise.all(
    [adminQueryKey, queryRoots.departments, queryRoots.statements, queryRoots.map].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
