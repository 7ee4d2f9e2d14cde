import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward, IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useResendActivation } from '../api/resend-activation';

interface NotActivatedAlertProps {
  email: string;
  /** The server's refusal, which says the address is not confirmed yet. */
  message: string;
}

/** A login refused because the account is not activated offers the activation mail again. */
export function NotActivatedAlert({ email, message }: NotActivatedAlertProps) {
  const { t } = useTranslation('accounts');
  const resend = useResendActivation();

  return (
    <Alert color="yellow" icon={<IconMailExclamation />} title={t('login.notActivatedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" role="alert">
          {message}
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" c="teal.8" role="status">
            {resend.data.message}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="yellow"
            leftSection={<IconMailForward size={16} />}
            loading={resend.isPending}
            onClick={() => resend.mutate({ email })}
          >
            {t('login.resend')}
          </Button>
        )}
        {resend.isError && (
          <Text size="sm" c="red.8" role="alert">
            {resend.error.message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
