import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { HomeHeader } from '@/features/statements/components/home-header';

/**
 * The home page's breadcrumb row and heading: in React's page and, rendered by the build, in the
 * page's static shell (decision 051), so that the two are the same elements.
 */
export function HomeHeading() {
  const { t } = useTranslation('statements');
  return (
    <>
      <HomeHeader />
      <PageHeading title={t('home.title')} intro={t('home.intro')} />
    </>
  );
}
