import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

/**
 * Home composes two features that never import each other: the statements (list, prompt box,
 * modals) and the map. The page owns what they share — where the map should look.
 */
export function HomePage() {
  const { t } = useTranslation('statements');
  return <PageHeading title={t('home.title')} intro={t('home.intro')} />;
}
