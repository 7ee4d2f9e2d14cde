import { useMutation } from '@tanstack/react-query';
import { accountCalls, type PasswordCreateBody } from '@iagree/contract';
import { call } from '@/lib/api-client';

/** The server answers alike whether or not the account exists, and mails the reset link. */
export function requestPasswordReset(body: PasswordCreateBody) {
  return call(accountCalls.requestPasswordReset, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
