import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { MAP_DEFAULTS, type MapStatementsResponse } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '@/components/map/leaflet/base-map';
import { dropEarlyMarkers } from '@/components/map/leaflet/early-map';
import { GroupedMarkers, type MapItem } from '@/components/map/leaflet/grouped-markers';
import { FocusOn } from '@/components/map/leaflet/view-control';
import type { LatLng } from '@/components/map/types';
import type { MatchBounds } from './map-view';
import { StatementInfo } from './statement-info';

/** Fits the view to the matches (at most the zoom a single statement is shown at). */
function FitMatches({ fit }: { fit: MatchBounds | null }) {
  const map = useMap();
  useEffect(() => {
    if (!fit || fit.points.length === 0) return;
    map.fitBounds(
      fit.points.map((p): [number, number] => [p.lat, p.lng]),
      { padding: [24, 24], maxZoom: MAP_DEFAULTS.markerZoom },
    );
  }, [map, fit]);
  return null;
}

export interface StatementsMapViewProps {
  answer: MapStatementsResponse | undefined;
  /** The list's statement to show (zoom 16) and the place search's result (zoom 14). */
  focus: LatLng | null;
  searched: LatLng | null;
  /** The matches to fit the view to, each time a new object is given. */
  fit: MatchBounds | null;
  onIdle: (map: LeafletMap) => void;
}

/**
 * Removes the markers drawn before React once React's own for the same answer are there: its
 * effect runs after theirs, its earlier siblings' (decision 050).
 */
function DropEarlyMarkers({ drawn }: { drawn: boolean }) {
  useEffect(() => {
    if (drawn) dropEarlyMarkers();
  }, [drawn]);
  return null;
}

/**
 * Leaflet part of the home map: statements as markers; the server's cells for dense areas and
 * markers that would overlap as clusters.
 */
export default function StatementsMapView({
  answer,
  focus,
  searched,
  fit,
  onIdle,
}: StatementsMapViewProps) {
  const { t } = useTranslation('map');
  const items = useMemo(
    (): MapItem[] => [
      ...(answer?.data ?? []).map((statement) => ({
        key: `statement-${statement.id}`,
        position: { lat: statement.latitude, lng: statement.longitude },
        title: statement.title,
        focused: statement.latitude === focus?.lat && statement.longitude === focus.lng,
        popup: <StatementInfo statement={statement} />,
      })),
      ...(answer?.clusters ?? []).map((cluster) => ({
        key: `cell-${cluster.latitude},${cluster.longitude}`,
        position: { lat: cluster.latitude, lng: cluster.longitude },
        count: cluster.count,
      })),
    ],
    [answer, focus],
  );
  return (
    <BaseMap
      center={MAP_DEFAULTS.center}
      zoom={MAP_DEFAULTS.homeZoom}
      height={MAP_DEFAULTS.height}
      label={t('label')}
      onIdle={onIdle}
      early
    >
      <FocusOn focus={focus} zoom={MAP_DEFAULTS.markerZoom} reveal />
      <FocusOn focus={searched} zoom={MAP_DEFAULTS.searchZoom} />
      <FitMatches fit={fit} />
      <GroupedMarkers
        items={items}
        label={(count, action) => t(action === 'zoom' ? 'cluster' : 'clusterList.open', { count })}
      />
      <DropEarlyMarkers drawn={answer !== undefined} />
    </BaseMap>
  );
}
