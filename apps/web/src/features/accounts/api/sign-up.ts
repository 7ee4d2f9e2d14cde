import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type SignupBody } from '@iagree/contract';
import { api } from '@/lib/api-client';

/** Creates an inactive account; the server mails the activation link (SPEC §4). */
export function signUp(body: SignupBody) {
  return api.post('/api/auth/signup', body, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
