import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationCalls, type ConsultationModerationBody } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export interface ModerationInput extends ConsultationModerationBody {
  consultationId: number;
  statementId: number;
}

/** POST …/statements/{statement_id}/moderation: approves or rejects a pending statement. */
export function moderateConsultationStatement({
  consultationId,
  statementId,
  ...body
}: ModerationInput) {
  return call(consultationCalls.moderateStatement, {
    params: { id: consultationId, statement_id: statementId },
    body,
  });
}

export function useModerateConsultationStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateConsultationStatement,
    onSuccess: (_data, { consultationId }) =>
      queryClient.invalidateQueries({ queryKey: consultationQueryKey(consultationId) }),
  });
}
