import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/account-page';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useSwitchViewByRoute } from '../hooks/use-switch-view-by-route';

export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPage title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm onSwitchView={useSwitchViewByRoute()} />
    </AccountPage>
  );
}
