import { useMutation } from '@tanstack/react-query';
import { budgetCodesResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/admin/budgets/{id}/codes (role 1): the CSV of hashed resident codes. */
export function uploadBudgetCodes({ budgetId, csv }: { budgetId: number; csv: string }) {
  return api.post(
    `/api/auth/admin/budgets/${budgetId}/codes`,
    { csv },
    { schema: import.meta.env.DEV && budgetCodesResponseSchema },
  );
}

/** No answer shows the codes: nothing to load again. */
export function useUploadBudgetCodes() {
  return useMutation({ mutationFn: uploadBudgetCodes });
}
