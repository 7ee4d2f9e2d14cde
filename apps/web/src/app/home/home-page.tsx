import { Suspense } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { HomeHeader } from '@/features/statements/components/home-header';
import { lazyPart } from '@/lib/lazy-part';
import { HomeMainSkeleton } from './home-main-skeleton';

/**
 * The page under the heading; `main.tsx` preloads it on `/` (decision 025). The map's view starts
 * loading as soon as the page's code is there, not once the page has rendered (decision 045).
 */
export const HomeMain = lazyPart(() =>
  import('./home-main').then((m) => {
    m.preloadStatementsMapView();
    return m.HomeMain;
  }),
);

/**
 * The heading comes with the first load and renders with the layout: the intro is the page's
 * largest text (Lighthouse's LCP element), and it no longer waits for the list's and the map's
 * code, which follow in their own chunk.
 */
export function HomePage() {
  const { t } = useTranslation('statements');
  return (
    <Stack gap="md">
      <HomeHeader />
      <PageHeading title={t('home.title')} intro={t('home.intro')} />
      <Suspense fallback={<HomeMainSkeleton />}>
        <HomeMain />
      </Suspense>
    </Stack>
  );
}
