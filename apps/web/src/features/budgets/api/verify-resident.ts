import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

/** POST /api/auth/budgets/{id}/verification: the code the city sent by post (decision 035). */
export function verifyResident({ budgetId, code }: { budgetId: number; code: string }) {
  return api.post(
    `/api/auth/budgets/${budgetId}/verification`,
    { code },
    { schema: import.meta.env.DEV && budgetResponseSchema },
  );
}

export function useVerifyResident(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyResident({ budgetId, code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
