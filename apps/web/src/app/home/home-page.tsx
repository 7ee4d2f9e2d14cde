import { Suspense } from 'react';
import { Stack } from '@mantine/core';
import { lazyPart } from '@/lib/lazy-part';
import { HomeHeading } from './home-heading';
import { HomeMainSkeleton } from './home-main-skeleton';

/**
 * The page under the heading; `start.tsx` preloads it on `/` (decision 025). The map's view starts
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
  return (
    <Stack gap="md">
      <HomeHeading />
      <Suspense fallback={<HomeMainSkeleton />}>
        <HomeMain />
      </Suspense>
    </Stack>
  );
}
