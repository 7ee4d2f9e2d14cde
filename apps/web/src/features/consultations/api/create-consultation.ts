import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConsultationBody, consultationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/auth/consultations (role 1, or the organiser of its event). */
export async function createConsultation(body: ConsultationBody) {
  const { data } = await call(consultationCalls.create, { body });
  return data;
}

export function useCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.consultations }),
  });
}
