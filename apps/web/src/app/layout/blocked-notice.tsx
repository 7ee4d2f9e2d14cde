import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { isBlocked } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';

/** Tells a blocked user, on every page, why their posts and changes are refused. */
export function BlockedNotice() {
  const { t } = useTranslation();
  if (!isBlocked(useCurrentUser().data)) return null;
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} />} mb="md" role="status">
      {t('blockedNotice')}
    </Alert>
  );
}
