import { useMutation } from '@tanstack/react-query';
import { type ContactBody, messageResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';

export function sendContactMessage(body: ContactBody): Promise<{ message: string }> {
  return api.post('/api/contact', body, { schema: import.meta.env.DEV && messageResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
