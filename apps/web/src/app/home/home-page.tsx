import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import type { LatLng } from '@/components/map/types';
import { StatementsMap } from '@/features/map/components/statements-map';

/**
 * Home composes two features that never import each other: the statements (list, prompt box,
 * modals) and the map. The page owns what they share — where the map should look.
 */
export function HomePage() {
  const { t } = useTranslation('statements');
  // The list sets it when a statement's address is clicked (SPEC §2).
  const [mapFocus] = useState<LatLng | null>(null);
  return (
    <Stack gap="lg">
      <PageHeading title={t('home.title')} intro={t('home.intro')} />
      <StatementsMap focus={mapFocus} />
    </Stack>
  );
}
