import { useMutation } from '@tanstack/react-query';
import { accountCalls, type PasswordResetBody } from '@iagree/contract';
import { call } from '@/lib/api-client';

/** Spends the reset token; the server ends the user's other sessions. */
export function resetPassword(body: PasswordResetBody) {
  return call(accountCalls.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
