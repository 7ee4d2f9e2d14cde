import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetProjectResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** POST /api/auth/budgets/{id}/projects: the author enters their statement. */
export function enterBudgetProject({
  budgetId,
  statementId,
}: {
  budgetId: number;
  statementId: number;
}) {
  return api.post(
    `/api/auth/budgets/${budgetId}/projects`,
    { statement_id: statementId },
    { schema: import.meta.env.DEV && budgetProjectResponseSchema },
  );
}

export function useEnterBudgetProject(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statementId: number) => enterBudgetProject({ budgetId, statementId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
