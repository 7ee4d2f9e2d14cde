import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** POST /api/auth/budgets/{id}/supports: idempotent, so a second tap changes nothing. */
export function supportBudgetProject({
  budgetId,
  projectId,
}: {
  budgetId: number;
  projectId: number;
}) {
  return call(budgetCalls.support, { params: { id: budgetId }, body: { project_id: projectId } });
}

export function useSupportBudgetProject(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => supportBudgetProject({ budgetId, projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
