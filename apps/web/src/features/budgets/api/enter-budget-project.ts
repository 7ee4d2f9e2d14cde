import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** POST /api/auth/budgets/{id}/projects: the author enters their statement. */
export function enterBudgetProject({
  budgetId,
  statementId,
}: {
  budgetId: number;
  statementId: number;
}) {
  return call(budgetCalls.enter, { params: { id: budgetId }, body: { statement_id: statementId } });
}

export function useEnterBudgetProject(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statementId: number) => enterBudgetProject({ budgetId, statementId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
