import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls, type BudgetPhase } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/auth/admin/budgets/{id}/phase (role 1): forward only. */
export function moveBudgetPhase({ budgetId, phase }: { budgetId: number; phase: BudgetPhase }) {
  return call(budgetCalls.movePhase, { params: { id: budgetId }, body: { phase } });
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
