import { Alert, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { passwordResetBodySchema } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './account-fields';
import { AccountForm } from './account-form';

interface ResetPasswordFormProps {
  /** What the token check answered. */
  email: string;
  token: string;
  /** Called with the server's success message. */
  onChanged: (email: string, message: string) => void;
}

/** SPEC §5: the password and its confirmation are required; sent only when both are there. */
export function ResetPasswordForm({ email, token, onChanged }: ResetPasswordFormProps) {
  const { t } = useTranslation('accounts');
  const form = useForm(
    { email, token, password: '', password_confirmation: '' },
    passwordResetBodySchema,
  );
  const reset = useResetPassword();

  const submit = () => {
    form.submit(reset, form.values, { onSuccess: ({ message }) => onChanged(email, message) });
  };

  return (
    <AccountForm
      label={t('resetPassword.title')}
      onSubmit={submit}
      pending={form.busy}
      submitLabel={t('resetPassword.submit')}
      submitIcon={<IconKey size={18} />}
    >
      {/* SPEC §8: a failed reset shows the server's message as a danger alert. */}
      {reset.isError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {reset.error.message}
        </Alert>
      )}
      <TextInput
        label={t('fields.email')}
        value={email}
        readOnly
        variant="filled"
        autoComplete="username"
      />
      <NewPasswordFields
        labels={{
          password: t('resetPassword.password'),
          confirmation: t('resetPassword.passwordConfirmation'),
        }}
        password={{ ...form.inputProps('password'), 'data-autofocus': true }}
        confirmation={form.inputProps('password_confirmation')}
      />
    </AccountForm>
  );
}
