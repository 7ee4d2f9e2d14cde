import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * The budgets' reads (issue 33), shared by the residents' pages (features/budgets) and role 1's
 * on /admin (features/admin): a write on either side invalidates `queryRoots.budgets`.
 */
export const budgetQueryKey = (id: number) => [...queryRoots.budgets, id] as const;

/** GET /api/budgets: every budget, newest first. */
export const budgetsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.budgets, 'list'],
    queryFn: async ({ signal }) => (await call(budgetCalls.list, { signal })).data,
  });

export function useBudgets() {
  return useQuery(budgetsQueryOptions());
}

/** GET /api/budgets/{id}: phase, projects and what the caller did in it. */
export const budgetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: budgetQueryKey(id),
    queryFn: async ({ signal }) =>
      (await call(budgetCalls.detail, { params: { id }, signal })).data,
  });

export function useBudget(id: number) {
  return useQuery(budgetQueryOptions(id));
}
