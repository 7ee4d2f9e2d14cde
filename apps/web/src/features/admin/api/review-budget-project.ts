import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BudgetReviewBody, budgetResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

export interface ReviewInput {
  budgetId: number;
  projectId: number;
  review: BudgetReviewBody;
}

/** POST /api/auth/admin/budgets/{id}/projects/{project_id}/review (role 1, while reviewing). */
export function reviewBudgetProject({ budgetId, projectId, review }: ReviewInput) {
  return api.post(`/api/auth/admin/budgets/${budgetId}/projects/${projectId}/review`, review, {
    schema: import.meta.env.DEV && budgetResponseSchema,
  });
}

export function useReviewBudgetProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewBudgetProject,
    onSuccess: (_answer, { budgetId }) =>
      queryClient.invalidateQueries({ queryKey: budgetQueryKey(budgetId) }),
  });
}
