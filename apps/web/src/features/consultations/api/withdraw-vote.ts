import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export interface WithdrawInput {
  consultationId: number;
  statementId: number;
}

/** DELETE /api/auth/consultations/{id}/votes/{statement_id}: the caller's vote on it goes. */
export function withdrawVote({ consultationId, statementId }: WithdrawInput) {
  return call(consultationCalls.withdrawVote, {
    params: { id: consultationId, statement_id: statementId },
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
