import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetResultsResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** GET /api/budgets/{id}/results: only once the budget is finished (409 before). */
export const budgetResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...budgetQueryKey(id), 'results'],
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/budgets/${id}/results`, {
          schema: import.meta.env.DEV && budgetResultsResponseSchema,
          signal,
        })
      ).data,
  });

export function useBudgetResults(id: number, finished: boolean) {
  return useQuery({ ...budgetResultsQueryOptions(id), enabled: finished });
}
