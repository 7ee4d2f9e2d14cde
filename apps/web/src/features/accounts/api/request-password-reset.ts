import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type PasswordCreateBody } from '@iagree/contract';
import { api } from '@/lib/api-client';

/** The server answers alike whether or not the account exists, and mails the reset link. */
export function requestPasswordReset(body: PasswordCreateBody) {
  return api.post('/api/auth/password/create', body, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
