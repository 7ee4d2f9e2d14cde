import { Alert, Text } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type GuestAction, useLoginModal } from '@/lib/login-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/**
 * Why the login opened for a guest's action, and that the action follows the login. A note, not
 * an alert: it is there as the dialog opens, and read with it (Mantine describes the dialog by
 * its body).
 */
function LoginReason({ action }: { action: GuestAction }) {
  const { t } = useTranslation('accounts');
  return (
    <Alert
      role="note"
      color="blue"
      icon={<IconLock />}
      title={t(`login.reason.${action}.title`)}
      mb="md"
    >
      {t(`login.reason.${action}.then`)}
    </Alert>
  );
}

/**
 * SPEC §2/§4: one modal, three views. Each view is its own component, so switching views
 * (or closing the modal) drops the previous view's values and alerts.
 */
export function LoginModal() {
  const { t } = useTranslation('accounts');
  const { state, close, loggedIn, switchView } = useLoginModal();
  const phone = useMediaQuery('(max-width: 36em)');
  const reason = state.view === 'login' ? state.reason : undefined;
  const titles = {
    login: t('login.title'),
    signup: t('signup.title'),
    forgotPassword: t('forgotPassword.title'),
  };

  return (
    <Modal
      opened={state.opened}
      onClose={close}
      title={titles[state.view]}
      size={440}
      fullScreen={phone}
      centered
    >
      {reason && <LoginReason action={reason} />}
      {state.view === 'login' && (
        <LoginForm
          onSwitchView={switchView}
          onLoggedIn={loggedIn}
          initialEmail={state.email}
          notice={state.notice}
        />
      )}
      {state.view === 'signup' && <SignupForm onSwitchView={switchView} resume={state.resume} />}
      {state.view === 'forgotPassword' && (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {t('forgotPassword.intro')}
          </Text>
          <ForgotPasswordForm onSwitchView={switchView} />
        </>
      )}
    </Modal>
  );
}
