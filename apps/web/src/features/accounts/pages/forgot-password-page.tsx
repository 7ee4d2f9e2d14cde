import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  return <PageHeading title={t('forgotPassword.title')} intro={t('forgotPassword.intro')} />;
}
