import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountDeleteBody, messageResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { forgetSession } from '@/lib/auth';

/** POST /api/auth/user/delete: ends every session and the account (decision 029). */
export function deleteAccount(body: AccountDeleteBody) {
  return api.post('/api/auth/user/delete', body, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

/**
 * `onDeleted` runs before the cached session is forgotten: it leaves the guarded page first, as
 * logging out does, so the person lands on home and not on /login.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: ({ message }) => {
      onDeleted(message);
      forgetSession(queryClient);
    },
  });
}
