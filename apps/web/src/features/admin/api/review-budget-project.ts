import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls, type BudgetReviewBody } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { budgetQueryKey } from '@/lib/budgets';

export interface ReviewInput {
  budgetId: number;
  projectId: number;
  review: BudgetReviewBody;
}

/** POST /api/auth/admin/budgets/{id}/projects/{project_id}/review (role 1, while reviewing). */
export function reviewBudgetProject({ budgetId, projectId, review }: ReviewInput) {
  return call(budgetCalls.review, {
    params: { id: budgetId, project_id: projectId },
    body: review,
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
