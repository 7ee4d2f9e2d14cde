import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BudgetBody, budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/auth/admin/budgets (role 1): a new budget, accepting projects. */
export function createBudget(body: BudgetBody) {
  return call(budgetCalls.create, { body });
}

/** The budgets' list (here and on /budgets) loads again. */
export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.budgets }),
  });
}
