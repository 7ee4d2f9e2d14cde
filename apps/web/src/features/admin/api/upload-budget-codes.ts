import { useMutation } from '@tanstack/react-query';
import { budgetCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

/** POST /api/auth/admin/budgets/{id}/codes (role 1): the CSV of hashed resident codes. */
export function uploadBudgetCodes({ budgetId, csv }: { budgetId: number; csv: string }) {
  return call(budgetCalls.uploadCodes, { params: { id: budgetId }, body: { csv } });
}

/** No answer shows the codes: nothing to load again. */
export function useUploadBudgetCodes() {
  return useMutation({ mutationFn: uploadBudgetCodes });
}
