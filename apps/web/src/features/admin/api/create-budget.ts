import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BudgetBody, budgetResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/auth/admin/budgets (role 1): a new budget, accepting projects. */
export function createBudget(body: BudgetBody) {
  return api.post('/api/auth/admin/budgets', body, {
    schema: import.meta.env.DEV && budgetResponseSchema,
  });
}

/** The budgets' list (here and on /budgets) loads again. */
export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.budgets }),
  });
}
