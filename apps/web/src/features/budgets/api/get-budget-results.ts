import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** GET /api/budgets/{id}/results: only once the budget is finished (409 before). */
export const budgetResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...budgetQueryKey(id), 'results'],
    queryFn: async ({ signal }) =>
      (await call(budgetCalls.results, { params: { id }, signal })).data,
  });

export function useBudgetResults(id: number, finished: boolean) {
  return useQuery({ ...budgetResultsQueryOptions(id), enabled: finished });
}
