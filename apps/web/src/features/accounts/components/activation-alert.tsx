import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActivateAccount } from '../api/activate-account';

export function ActivationAlert({ activationToken }: { activationToken: string }) {
  const { t } = useTranslation('accounts');
  const activation = useActivateAccount(activationToken);

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
