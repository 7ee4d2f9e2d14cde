import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationVoteWithdrawnResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export interface WithdrawInput {
  consultationId: number;
  statementId: number;
}

/** DELETE /api/auth/consultations/{id}/votes/{statement_id}: the caller's vote on it goes. */
export function withdrawVote({ consultationId, statementId }: WithdrawInput) {
  return api.delete(`/api/auth/consultations/${consultationId}/votes/${statementId}`, {
    schema: import.meta.env.DEV && consultationVoteWithdrawnResponseSchema,
  });
}

/** The counts, the caller's votes and their next statement load again. */
export function useWithdrawVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawVote,
    onSuccess: (_data, { consultationId }) =>
      queryClient.invalidateQueries({ queryKey: consultationQueryKey(consultationId) }),
  });
}
