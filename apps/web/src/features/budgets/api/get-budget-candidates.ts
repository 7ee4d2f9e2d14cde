import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { budgetCalls, STATEMENT_PAGE_SIZE } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/**
 * GET /api/auth/budgets/{id}/candidates: the caller's statements to enter, a page (1-based) at a
 * time, by a word of the title. Under the budget's key, so entering one refreshes the list.
 */
export const budgetCandidatesQueryOptions = (budgetId: number, keyword: string, page: number) =>
  queryOptions({
    queryKey: [...budgetQueryKey(budgetId), 'candidates', keyword, page],
    queryFn: ({ signal }) =>
      call(budgetCalls.candidates, {
        params: { id: budgetId },
        query: {
          offset: (page - 1) * STATEMENT_PAGE_SIZE,
          ...(keyword !== '' && { keyword }),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useBudgetCandidates(budgetId: number, keyword: string, page: number) {
  return useQuery(budgetCandidatesQueryOptions(budgetId, keyword, page));
}
