import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetSupportResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** POST /api/auth/budgets/{id}/supports: idempotent, so a second tap changes nothing. */
export function supportBudgetProject({
  budgetId,
  projectId,
}: {
  budgetId: number;
  projectId: number;
}) {
  return api.post(
    `/api/auth/budgets/${budgetId}/supports`,
    { project_id: projectId },
    { schema: import.meta.env.DEV && budgetSupportResponseSchema },
  );
}

export function useSupportBudgetProject(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => supportBudgetProject({ budgetId, projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
