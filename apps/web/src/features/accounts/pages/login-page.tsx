import { Alert, Stack } from '@mantine/core';
import { socialErrorMessageKey } from '@iagree/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/lib/validation-message';
import { AccountPage } from '../components/account-page';
import { ActivationAlert } from '../components/activation-alert';
import { LoginForm } from '../components/login-form';
import { useActivationToken } from '../hooks/use-activation-token';
import { useSocialLoginError } from '../hooks/use-social-login-error';
import { useSwitchViewByRoute } from '../hooks/use-switch-view-by-route';

/**
 * Also the activation screen (SPEC §2): a token in the URL activates the account on load.
 * Once logged in, the route guard takes the user on (to `?redirect=` or /).
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const message = useValidationMessage();
  const activationToken = useActivationToken();
  const socialError = useSocialLoginError();
  const switchView = useSwitchViewByRoute();

  return (
    <AccountPage title={t('login.title')} intro={t('login.intro')}>
      <Stack gap="md">
        {activationToken && <ActivationAlert activationToken={activationToken} />}
        {socialError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {message(socialErrorMessageKey(socialError))}
          </Alert>
        )}
        <LoginForm onSwitchView={switchView} />
      </Stack>
    </AccountPage>
  );
}
