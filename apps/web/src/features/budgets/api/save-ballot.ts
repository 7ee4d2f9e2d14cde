import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ballotResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** PUT /api/auth/budgets/{id}/ballot: the whole ballot, replacing the one kept before. */
export function saveBallot({ budgetId, projectIds }: { budgetId: number; projectIds: number[] }) {
  return api.put(
    `/api/auth/budgets/${budgetId}/ballot`,
    { project_ids: projectIds },
    { schema: import.meta.env.DEV && ballotResponseSchema },
  );
}

export function useSaveBallot(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectIds: number[]) => saveBallot({ budgetId, projectIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
