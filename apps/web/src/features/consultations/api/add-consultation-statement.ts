import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationCalls, type ConsultationStatementBody } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export interface StatementInput extends ConsultationStatementBody {
  consultationId: number;
}

/** POST /api/auth/consultations/{id}/statements: pending until approved, unless one runs it. */
export function addConsultationStatement({ consultationId, ...body }: StatementInput) {
  return call(consultationCalls.addStatement, { params: { id: consultationId }, body });
}

export function useAddConsultationStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConsultationStatement,
    onSuccess: (_data, { consultationId }) =>
      queryClient.invalidateQueries({ queryKey: consultationQueryKey(consultationId) }),
  });
}
