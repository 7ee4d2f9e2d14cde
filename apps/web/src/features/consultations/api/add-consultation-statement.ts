import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdConsultationStatementResponseSchema,
  type ConsultationStatementBody,
} from '@iagree/contract';
import { api } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export interface StatementInput extends ConsultationStatementBody {
  consultationId: number;
}

/** POST /api/auth/consultations/{id}/statements: pending until approved, unless one runs it. */
export function addConsultationStatement({ consultationId, ...body }: StatementInput) {
  return api.post(`/api/auth/consultations/${consultationId}/statements`, body, {
    schema: import.meta.env.DEV && createdConsultationStatementResponseSchema,
  });
}

export function useAddConsultationStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConsultationStatement,
    onSuccess: (_data, { consultationId }) =>
      queryClient.invalidateQueries({ queryKey: consultationQueryKey(consultationId) }),
  });
}
