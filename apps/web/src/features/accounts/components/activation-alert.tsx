import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { useActivateAccount } from '../api/activate-account';

/** What the activation link's check says: under way, refused (why), or done. */
export function ActivationAlert({
  activation,
}: {
  activation: ReturnType<typeof useActivateAccount>;
}) {
  const { t } = useTranslation('accounts');

  if (activation.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('activation.checking')}</Text>
      </Group>
    );
  }
  if (activation.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {activation.error.message}
      </Alert>
    );
  }
  return (
    <Alert color="green" icon={<IconCircleCheck />} role="status">
      {activation.data.message}
    </Alert>
  );
}
