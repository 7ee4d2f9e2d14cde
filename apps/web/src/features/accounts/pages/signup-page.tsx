import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export function SignupPage() {
  const { t } = useTranslation('accounts');
  return <PageHeading title={t('signup.title')} intro={t('signup.intro')} />;
}
