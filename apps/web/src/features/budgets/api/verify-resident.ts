import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** POST /api/auth/budgets/{id}/verification: the code the city sent by post (decision 035). */
export function verifyResident({ budgetId, code }: { budgetId: number; code: string }) {
  return call(budgetCalls.verify, { params: { id: budgetId }, body: { code } });
}

export function useVerifyResident(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyResident({ budgetId, code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
