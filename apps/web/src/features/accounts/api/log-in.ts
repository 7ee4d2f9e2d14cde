import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginBody, sessionResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth';

/** Sets the HttpOnly session cookie and the readable `user-role` cookie. */
export function logIn(body: LoginBody) {
  return api.post('/api/auth/login', body, {
    schema: import.meta.env.DEV && sessionResponseSchema,
  });
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
