import { type ReactNode, Suspense } from 'react';
import { Skeleton } from '@mantine/core';

/**
 * Holds the place of a lazily loaded map: the page never waits for Leaflet, and its height
 * does not jump when the map arrives.
 */
export function MapFrame({ height, children }: { height: number | string; children: ReactNode }) {
  return <Suspense fallback={<Skeleton h={height} radius="md" />}>{children}</Suspense>;
}
