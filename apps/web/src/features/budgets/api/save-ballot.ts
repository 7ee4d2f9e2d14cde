import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** PUT /api/auth/budgets/{id}/ballot: the whole ballot, replacing the one kept before. */
export function saveBallot({ budgetId, projectIds }: { budgetId: number; projectIds: number[] }) {
  return call(budgetCalls.ballot, { params: { id: budgetId }, body: { project_ids: projectIds } });
}

export function useSaveBallot(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectIds: number[]) => saveBallot({ budgetId, projectIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
