import { useMutation } from '@tanstack/react-query';
import { type ContactBody, contactCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

export function sendContactMessage(body: ContactBody): Promise<{ message: string }> {
  return call(contactCalls.send, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
