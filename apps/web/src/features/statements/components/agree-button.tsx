import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import type { Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { useLoginModal } from '@/lib/login-modal';
import { useAgreePending, useToggleAgree } from '../api/toggle-agree';

/**
 * Agree / Un-agree (SPEC §4); the count changes at once and turns back if the server refuses.
 * A guest is asked to log in first, and the statement is agreed as soon as they have.
 */
export function AgreeButton({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const user = useCurrentUser().data;
  const loginModal = useLoginModal();
  const toggle = useToggleAgree(statement.id);
  const pending = useAgreePending(statement.id);
  const agreed = statement.agree_flag;
  const setAgree = (agree: boolean) =>
    toggle.mutate(agree, {
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <Button
      size="xs"
      variant={agreed ? 'filled' : 'light'}
      leftSection={agreed ? <IconThumbUpFilled size={16} /> : <IconThumbUp size={16} />}
      disabled={pending}
      onClick={() =>
        user ? setAgree(!agreed) : loginModal.askFor('agree', statement.id, () => setAgree(true))
      }
    >
      {agreed ? t('item.unagree') : t('item.agree')}
    </Button>
  );
}
