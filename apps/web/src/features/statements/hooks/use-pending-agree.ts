import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useCurrentUser } from '@/lib/auth';
import { takePendingAgree } from '@/lib/pending-agree';
import { useToggleAgree } from '../api/toggle-agree';

/**
 * Applies the Agree a guest pressed before signing up, once they are back on the statement and
 * logged in with the account the activation mail's link activated (`lib/pending-agree.ts`).
 */
export function usePendingAgree(statementId: number, loaded: boolean) {
  const email = useCurrentUser().data?.email;
  const { mutate } = useToggleAgree(statementId);

  useEffect(() => {
    if (!loaded || !email || !takePendingAgree(statementId, email)) return;
    mutate(true, {
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  }, [loaded, email, statementId, mutate]);
}
