import { Suspense } from 'react';
import { Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { PageHeading } from '@/components/page-heading';
import { HomeHeader } from '@/features/statements/components/home-header';
import { lazyPart } from '@/lib/lazy-part';

const HomeMain = lazyPart(() => import('./home-main').then((m) => m.HomeMain));

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
      {/* As tall as the screen, like the page it stands for: a shorter one showed the footer,
          which the page then pushed down (Lighthouse's only layout shift on this page). */}
      <Suspense
        fallback={
          <Box mih="100vh">
            <FullPageLoader />
          </Box>
        }
      >
        <HomeMain />
      </Suspense>
    </Stack>
  );
}
