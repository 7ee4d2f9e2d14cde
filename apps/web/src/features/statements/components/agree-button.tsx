import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import type { Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useAgreePending, useToggleAgree } from '../api/toggle-agree';

/** Agree / Un-agree (SPEC §4); the count changes at once and turns back if the server refuses. */
export function AgreeButton({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const toggle = useToggleAgree(statement.id);
  const pending = useAgreePending(statement.id);
  const agreed = statement.agree_flag;

  return (
    <Button
      size="xs"
      variant={agreed ? 'filled' : 'light'}
      leftSection={agreed ? <IconThumbUpFilled size={16} /> : <IconThumbUp size={16} />}
      disabled={pending}
      onClick={() =>
        toggle.mutate(!agreed, {
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        })
      }
    >
      {agreed ? t('item.unagree') : t('item.agree')}
    </Button>
  );
}
