import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { budgetCandidatesResponseSchema, STATEMENT_PAGE_SIZE } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/**
 * GET /api/auth/budgets/{id}/candidates: the caller's statements to enter, a page (1-based) at a
 * time, by a word of the title. Under the budget's key, so entering one refreshes the list.
 */
export const budgetCandidatesQueryOptions = (budgetId: number, keyword: string, page: number) =>
  queryOptions({
    queryKey: [...budgetQueryKey(budgetId), 'candidates', keyword, page],
    queryFn: ({ signal }) =>
      api.get(`/api/auth/budgets/${budgetId}/candidates`, {
        query: {
          offset: (page - 1) * STATEMENT_PAGE_SIZE,
          ...(keyword !== '' && { keyword }),
        },
        schema: import.meta.env.DEV && budgetCandidatesResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useBudgetCandidates(budgetId: number, keyword: string, page: number) {
  return useQuery(budgetCandidatesQueryOptions(budgetId, keyword, page));
}
