import { type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { ACCOUNT_LIMITS, passwordResetBodySchema } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useResetPassword } from '../api/reset-password';

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
  const form = useSchemaForm(
    { email, token, password: '', password_confirmation: '' },
    passwordResetBodySchema,
  );
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || !form.validate()) return;
    reset.mutate(form.values, {
      onSuccess: ({ message }) => onChanged(email, message),
      onError: (error) => form.showServerErrors(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('resetPassword.title')}>
      <Stack gap="sm">
        {/* SPEC §8: a failed reset shows the server's message as a danger alert. */}
        {reset.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {reset.error.message}
          </Alert>
        )}
        <TextInput
          label={t('resetPassword.email')}
          value={email}
          readOnly
          variant="filled"
          autoComplete="username"
        />
        <PasswordField
          label={t('resetPassword.password')}
          description={t('signup.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          maxLength={ACCOUNT_LIMITS.passwordMax}
          data-autofocus
          {...form.inputProps('password')}
        />
        <PasswordField
          label={t('resetPassword.passwordConfirmation')}
          autoComplete="new-password"
          withAsterisk
          maxLength={ACCOUNT_LIMITS.passwordMax}
          {...form.inputProps('password_confirmation')}
        />
        <Button
          type="submit"
          fullWidth
          loading={reset.isPending}
          leftSection={<IconKey size={18} />}
          mt="xs"
        >
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
