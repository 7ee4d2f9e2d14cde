import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BudgetPhase, budgetResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/auth/admin/budgets/{id}/phase (role 1): forward only. */
export function moveBudgetPhase({ budgetId, phase }: { budgetId: number; phase: BudgetPhase }) {
  return api.post(
    `/api/auth/admin/budgets/${budgetId}/phase`,
    { phase },
    { schema: import.meta.env.DEV && budgetResponseSchema },
  );
}

/**
 * Every budget answer loads again; finishing also changes the winners' statements, whose lists
 * and details load again too.
 */
export function useMoveBudgetPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBudgetPhase,
    onSuccess: async (_answer, { phase }) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.budgets });
      if (phase === 'finished') {
        await queryClient.invalidateQueries({ queryKey: queryRoots.statements });
      }
    },
  });
}
