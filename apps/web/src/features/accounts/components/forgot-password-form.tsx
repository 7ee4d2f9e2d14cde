import { Alert, Stack } from '@mantine/core';
import { IconMailCheck, IconSend } from '@tabler/icons-react';
import { passwordCreateBodySchema } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/use-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AccountErrorModal } from './account-error-modal';
import { AccountForm } from './account-form';
import { EmailField } from './account-fields';
import { type SwitchView, ViewLink } from './view-link';

/** SPEC §5: the e-mail address is required; the link arrives by mail. */
export function ForgotPasswordForm({ onSwitchView }: { onSwitchView: SwitchView }) {
  const { t } = useTranslation('accounts');
  const form = useForm({ email: '' }, passwordCreateBodySchema);
  const request = useRequestPasswordReset();

  const submit = () => {
    form.submit(request, form.values);
  };

  return (
    <Stack gap="md">
      {request.isSuccess && (
        <Alert color="teal" icon={<IconMailCheck />} role="status">
          {request.data.message}
        </Alert>
      )}
      <AccountForm
        label={t('forgotPassword.title')}
        onSubmit={submit}
        pending={form.busy}
        submitLabel={t('forgotPassword.submit')}
        submitIcon={<IconSend size={18} />}
      >
        <EmailField data-autofocus {...form.inputProps('email')} />
      </AccountForm>
      <ViewLink view="login" onSwitchView={onSwitchView}>
        {t('forgotPassword.toLogin')}
      </ViewLink>
      <AccountErrorModal error={request.error} onClose={request.reset} />
    </Stack>
  );
}
