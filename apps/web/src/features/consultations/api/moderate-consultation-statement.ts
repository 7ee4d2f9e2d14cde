import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdConsultationStatementResponseSchema,
  type ConsultationModerationBody,
} from '@iagree/contract';
import { api } from '@/lib/api-client';
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
  return api.post(
    `/api/auth/consultations/${consultationId}/statements/${statementId}/moderation`,
    body,
    { schema: import.meta.env.DEV && createdConsultationStatementResponseSchema },
  );
}

export function useModerateConsultationStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateConsultationStatement,
    onSuccess: (_data, { consultationId }) =>
      queryClient.invalidateQueries({ queryKey: consultationQueryKey(consultationId) }),
  });
}
