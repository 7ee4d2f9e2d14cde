import { useMutation } from '@tanstack/react-query';
import { accountCalls, type SignupBody } from '@iagree/contract';
import { call } from '@/lib/api-client';

/** Creates an inactive account; the server mails the activation link (SPEC §4). */
export function signUp(body: SignupBody) {
  return call(accountCalls.signUp, { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
