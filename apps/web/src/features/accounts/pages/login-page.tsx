import { Alert, Stack } from '@mantine/core';
import { socialErrorMessageKey } from '@iagree/contract';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { keepPendingAgree } from '@/lib/pending-agree';
import { paths } from '@/lib/paths';
import { useValidationMessage } from '@/lib/validation-message';
import { useActivateAccount } from '../api/activate-account';
import { AccountPage } from '../components/account-page';
import { ActivationAlert } from '../components/activation-alert';
import { LoginForm } from '../components/login-form';
import { useActivationToken } from '../hooks/use-activation-token';
import { useSignupResume } from '../hooks/use-signup-resume';
import { useSocialLoginError } from '../hooks/use-social-login-error';
import { useSwitchViewByRoute } from '../hooks/use-switch-view-by-route';

/**
 * Also the activation screen (SPEC §2): a token in the URL activates the account on load, and
 * the form then knows the address, so it asks only for the password.
 * Once logged in, the route guard takes the user on (to `?redirect=` or /). A link that names
 * the statement a signup started from (`&statement=ID`) makes that statement the redirect, and
 * once this very link has activated the account its Agree (`&agree=1`) waits for the login
 * (`lib/pending-agree.ts`): a crafted link without the mailbox's token makes nobody agree.
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const message = useValidationMessage();
  const activationToken = useActivationToken();
  const activation = useActivateAccount(activationToken);
  const resume = useSignupResume();
  const [, setSearchParams] = useSearchParams();
  const socialError = useSocialLoginError();
  const switchView = useSwitchViewByRoute();
  const activatedEmail = activation.data?.email;
  const statementId = resume?.statementId;
  const agree = resume?.agree;

  useEffect(() => {
    if (statementId === undefined) return;
    setSearchParams(
      (current) => {
        if (!current.has('redirect')) current.set('redirect', paths.statement(statementId));
        return current;
      },
      { replace: true },
    );
  }, [statementId, setSearchParams]);

  useEffect(() => {
    if (statementId !== undefined && agree && activatedEmail) {
      keepPendingAgree({ statementId, email: activatedEmail });
    }
  }, [statementId, agree, activatedEmail]);

  return (
    <AccountPage title={t('login.title')} intro={t('login.intro')}>
      <Stack gap="md">
        {activationToken && <ActivationAlert activation={activation} />}
        {resume && (!activationToken || activatedEmail) && (
          <Alert color="blue" icon={<IconArrowBackUp />} role="status">
            {t(resume.agree && activatedEmail ? 'login.resumeAgree' : 'login.resume')}
          </Alert>
        )}
        {socialError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {message(socialErrorMessageKey(socialError))}
          </Alert>
        )}
        <LoginForm
          // Once the link has said whose account it activated, the form starts again with it.
          key={activatedEmail ?? ''}
          onSwitchView={switchView}
          initialEmail={activatedEmail}
        />
      </Stack>
    </AccountPage>
  );
}
