import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResendActivationBody } from '@iagree/contract';
import { api } from '@/lib/api-client';

export function resendActivation(body: ResendActivationBody) {
  return api.post('/api/auth/signup/resend', body, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
