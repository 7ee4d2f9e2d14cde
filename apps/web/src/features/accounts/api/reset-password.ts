import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type PasswordResetBody } from '@iagree/contract';
import { api } from '@/lib/api-client';

/** Spends the reset token; the server ends the user's other sessions. */
export function resetPassword(body: PasswordResetBody) {
  return api.post('/api/auth/password/reset', body, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
