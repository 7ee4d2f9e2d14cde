import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  return <PageHeading title={t('resetPassword.title')} intro={t('resetPassword.intro')} />;
}
