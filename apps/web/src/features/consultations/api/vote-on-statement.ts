import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationCalls, type ConsultationVoteBody } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export interface VoteInput extends ConsultationVoteBody {
  consultationId: number;
}

/** POST /api/auth/consultations/{id}/votes: a later vote on the statement replaces the earlier. */
export function voteOnStatement({ consultationId, ...body }: VoteInput) {
  return call(consultationCalls.vote, { params: { id: consultationId }, body });
}

/** The counts, the caller's votes and their next statement load again. */
export function useVoteOnStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteOnStatement,
    onSuccess: (_data, { consultationId }) =>
      queryClient.invalidateQueries({ queryKey: consultationQueryKey(consultationId) }),
  });
}
