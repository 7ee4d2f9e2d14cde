import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountDeleteBody, accountCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { forgetSession } from '@/lib/auth';

/** Ends every session and the account (decision 029). */
export function deleteAccount(body: AccountDeleteBody) {
  return call(accountCalls.remove, { body });
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
