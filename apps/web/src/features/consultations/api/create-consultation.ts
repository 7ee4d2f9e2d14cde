import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdConsultationResponseSchema, type ConsultationBody } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/auth/consultations (role 1, or the organiser of its event). */
export async function createConsultation(body: ConsultationBody) {
  const { data } = await api.post('/api/auth/consultations', body, {
    schema: import.meta.env.DEV && createdConsultationResponseSchema,
  });
  return data;
}

export function useCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.consultations }),
  });
}
