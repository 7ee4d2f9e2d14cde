import type { FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailCheck, IconSend } from '@tabler/icons-react';
import { passwordCreateBodySchema } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/use-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AccountErrorModal } from './account-error-modal';
import { EmailField } from './account-fields';
import { type SwitchView, ViewLink } from './view-link';

/** SPEC §5: the e-mail address is required; the link arrives by mail. */
export function ForgotPasswordForm({ onSwitchView }: { onSwitchView: SwitchView }) {
  const { t } = useTranslation('accounts');
  const form = useForm({ email: '' }, passwordCreateBodySchema);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || !form.validate()) return;
    request.mutate(form.values, { onError: form.showServerErrors });
  };

  return (
    <Stack gap="md">
      {request.isSuccess && (
        <Alert color="teal" icon={<IconMailCheck />} role="status">
          {request.data.message}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('forgotPassword.title')}>
        <Stack gap="sm">
          <EmailField data-autofocus {...form.inputProps('email')} />
          <Button
            type="submit"
            fullWidth
            loading={request.isPending}
            leftSection={<IconSend size={18} />}
          >
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <ViewLink view="login" onSwitchView={onSwitchView}>
        {t('forgotPassword.toLogin')}
      </ViewLink>
      <AccountErrorModal error={request.error} onClose={request.reset} />
    </Stack>
  );
}
