import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  MAP_DEFAULTS,
  MAP_RANGES,
  tilesInView,
  type MapRange,
  type MapTile,
  type MapView,
} from '@iagree/contract';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { MapFrame } from '@/components/map/map-frame';
import { PlaceSearch } from '@/components/map/place-search';
import { SegmentedChoice } from '@/components/segmented-choice';
import type { LatLng } from '@/components/map/types';
import { type MapFilters, NO_FILTERS, useMapTiles } from '../api/get-map-statements';
import { firstHomeMapView } from './first-map-view';
import { inView, matchBounds, toMapView, type MatchBounds } from './map-view';
import { lazyPart } from '@/lib/lazy-part';

/** The whole world in one tile: where every match of a narrowed list lies (issue 29). */
const WORLD_TILES = tilesInView({ west: -180, east: 180, north: 85, south: -85 }, 0);

const StatementsMapView = lazyPart(() => import('./statements-map-view').then((m) => m.default));

/**
 * Starts loading the map's view (Leaflet) with the page that shows it, so that the map renders
 * without suspending once the page does (decision 045); a failure is shown where the map renders.
 */
export function preloadStatementsMapView() {
  StatementsMapView.preload().catch(() => undefined);
}

/** How long the map must rest after a move before it reloads (SPEC §2: "when it becomes idle"). */
const IDLE_MS = 300;

export interface StatementsMapProps {
  /** A statement's place to show, e.g. after a click on its address in the list. */
  focus?: LatLng | null;
  /**
   * The list's keyword, category and statuses: the map shows only what the list can show
   * (issues 17, 29). Its period and area are its own, and its texts say so.
   */
  filters?: MapFilters;
  /** Where the map looks, whenever it comes to rest. */
  onCentreChange?: (centre: LatLng) => void;
}

/** SPEC §2 home map: place search, range buttons, statements and clusters in view. */
export function StatementsMap({
  focus = null,
  filters = NO_FILTERS,
  onCentreChange,
}: StatementsMapProps) {
  const { t } = useTranslation('map');
  const [range, setRange] = useState<MapRange>('all');
  // Where the map will look as it starts, when the page measured it: its statements are asked
  // for at once, not once Leaflet has started and the map has rested (decision 025).
  const [place, setPlace] = useState<{ view: MapView; tiles: MapTile[] } | null>(firstHomeMapView);
  const [searched, setSearched] = useState<LatLng | null>(null);
  const statements = useMapTiles(place?.tiles ?? null, range, filters);
  const filtered =
    Boolean(filters.keyword) || filters.category !== null || filters.status.length > 0;
  const everywhere = useMapTiles(filtered ? WORLD_TILES : null, range, filters);
  const [fit, setFit] = useState<MatchBounds | null>(null);
  const onIdle = useDebouncedCallback((map: LeafletMap) => {
    const view = toMapView(map.getBounds());
    setPlace({ view, tiles: tilesInView(view, map.getZoom()) });
    const centre = map.getCenter().wrap();
    onCentreChange?.({ lat: centre.lat, lng: centre.lng });
  }, IDLE_MS);

  const answer = statements.data;
  // The tiles reach past the view's edges: the summary counts what is in view.
  const total =
    answer && place
      ? answer.data.filter((s) => inView(place.view, s.latitude, s.longitude)).length +
        answer.clusters
          .filter((cluster) => inView(place.view, cluster.latitude, cluster.longitude))
          .reduce((sum, cluster) => sum + cluster.count, 0)
      : null;

  const all = filtered && everywhere.data ? matchBounds(everywhere.data) : null;
  // Choosing the period All is a hint only while another period is chosen.
  const emptyFiltered = range === 'all' ? 'emptyFilteredAnyTime' : 'emptyFiltered';
  const someOutside =
    all !== null && place !== null && all.points.some((p) => !inView(place.view, p.lat, p.lng));
  // A new search whose matches all lie outside the view brings them into it, once: on a phone
  // the "show all" button sits below the tall map, out of sight (issue 29's screenshot pass).
  const filterKey = filtered ? JSON.stringify(filters) : null;
  const [fittedFor, setFittedFor] = useState<string | null>(null);
  const settled = !statements.isFetching && !everywhere.isFetching && total !== null;
  if (filterKey !== null && filterKey !== fittedFor && all !== null && settled) {
    setFittedFor(filterKey);
    if (total === 0 && all.count > 0) setFit({ ...all });
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
          <PlaceSearch
            onSelect={(place) => setSearched({ lat: place.latitude, lng: place.longitude })}
          />
        </div>
        <SegmentedChoice
          aria-label={t('range.label')}
          value={range}
          onChange={setRange}
          data={MAP_RANGES.map((value) => ({ value, label: t(`range.${value}`) }))}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('scope')}
      </Text>
      <MapFrame height={MAP_DEFAULTS.height}>
        <StatementsMapView
          answer={answer}
          focus={focus}
          searched={searched}
          fit={fit}
          onIdle={onIdle}
        />
      </MapFrame>
      <Group gap="xs" mih={24} aria-live="polite">
        {statements.isFetching && <Loader size="xs" aria-label={t('loading')} />}
        {statements.isError ? (
          <Alert color="red" variant="light" py={4} style={{ flex: 1 }}>
            <Group gap="sm">
              <Text size="sm">{t('loadFailed')}</Text>
              <Button size="compact-xs" variant="light" onClick={() => void statements.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          total !== null && (
            <Text size="sm" c="dimmed" data-testid="map-summary">
              {total === 0
                ? t(filtered ? emptyFiltered : 'empty')
                : t(filtered ? 'summaryFiltered' : 'summary', { count: total })}
            </Text>
          )
        )}
        {someOutside && (
          <Button size="compact-sm" variant="light" onClick={() => setFit({ ...all })}>
            {t('fitAll', { count: all.count })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
