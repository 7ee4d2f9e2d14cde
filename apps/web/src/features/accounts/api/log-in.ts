import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountCalls, type LoginBody } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { startSession } from '@/lib/auth';

/** Sets the HttpOnly session cookie and the readable `user-role` cookie. */
export function logIn(body: LoginBody) {
  return call(accountCalls.logIn, { body });
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
