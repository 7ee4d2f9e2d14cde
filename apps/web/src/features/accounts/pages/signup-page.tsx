import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/account-page';
import { SignupForm } from '../components/signup-form';
import { useSwitchViewByRoute } from '../hooks/use-switch-view-by-route';

export function SignupPage() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPage title={t('signup.title')} intro={t('signup.intro')}>
      <SignupForm onSwitchView={useSwitchViewByRoute()} />
    </AccountPage>
  );
}
