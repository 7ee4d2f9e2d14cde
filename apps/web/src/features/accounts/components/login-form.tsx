import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconLogin2 } from '@tabler/icons-react';
import { ACCOUNT_ERROR_CODES, ACCOUNT_LIMITS, loginBodySchema } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/use-form';
import { useLogIn } from '../api/log-in';
import { AccountErrorModal } from './account-error-modal';
import { AccountForm } from './account-form';
import { EmailField } from './account-fields';
import { NotActivatedAlert } from './not-activated-alert';
import { SocialLoginButtons } from './social-login-buttons';
import { type SwitchView, ViewLink } from './view-link';

interface LoginFormProps {
  onSwitchView: SwitchView;
  onLoggedIn?: () => void;
  initialEmail?: string;
  /** A success to show above the form, e.g. "Password has changed!" */
  notice?: string;
}

/** SPEC §5: e-mail and password are required; the form is sent only when both are there. */
export function LoginForm({ onSwitchView, onLoggedIn, initialEmail = '', notice }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const form = useForm({ email: initialEmail, password: '' }, loginBodySchema);
  const login = useLogIn();
  // Not an error to close: the form offers the activation mail again instead.
  const notActivated =
    login.error instanceof ApiError && login.error.code === ACCOUNT_ERROR_CODES.notActivated
      ? login.error
      : null;

  const submit = () => {
    form.submit(login, form.values, { onSuccess: () => onLoggedIn?.() });
  };

  return (
    <Stack gap="md">
      {notice && !notActivated && (
        <Alert color="teal" icon={<IconCircleCheck />} role="status">
          {notice}
        </Alert>
      )}
      {notActivated && (
        <NotActivatedAlert email={login.variables?.email ?? ''} message={notActivated.message} />
      )}
      <AccountForm
        label={t('login.title')}
        onSubmit={submit}
        pending={form.busy}
        submitLabel={t('login.submit')}
        submitIcon={<IconLogin2 size={18} />}
      >
        <EmailField data-autofocus={!initialEmail} {...form.inputProps('email')} />
        <PasswordField
          // A known address (a reset, an activation) leaves only the password to type.
          data-autofocus={Boolean(initialEmail)}
          label={t('login.password')}
          autoComplete="current-password"
          withAsterisk
          maxLength={ACCOUNT_LIMITS.passwordMax}
          {...form.inputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onSwitchView('forgotPassword')}
          >
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </AccountForm>
      <SocialLoginButtons />
      <ViewLink view="signup" onSwitchView={onSwitchView} lead={t('login.noAccount')}>
        {t('login.toSignup')}
      </ViewLink>
      <AccountErrorModal error={notActivated ? null : login.error} onClose={login.reset} />
    </Stack>
  );
}
