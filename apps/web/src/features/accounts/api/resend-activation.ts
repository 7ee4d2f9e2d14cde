import { useMutation } from '@tanstack/react-query';
import { accountCalls, type ResendActivationBody } from '@iagree/contract';
import { call } from '@/lib/api-client';

export function resendActivation(body: ResendActivationBody) {
  return call(accountCalls.resendActivation, { body });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
