import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { ActivationAlert } from '../components/activation-alert';
import { useActivationToken } from '../hooks/use-activation-token';

/** Also the activation screen (SPEC §2): a token in the URL activates the account on load. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const activationToken = useActivationToken();
  return (
    <>
      <PageHeading title={t('login.title')} intro={t('login.intro')} />
      {activationToken && <ActivationAlert activationToken={activationToken} />}
    </>
  );
}
