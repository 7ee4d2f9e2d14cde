import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export function HomePage() {
  const { t } = useTranslation('statements');
  return <PageHeading title={t('home.title')} intro={t('home.intro')} />;
}
