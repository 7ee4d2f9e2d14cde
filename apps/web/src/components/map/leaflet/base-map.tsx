import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Badge } from '@mantine/core';
import { createLeafletContext, LeafletContext } from '@react-leaflet/core';
import type { LeafletMouseEvent, Map as LeafletMap, PopupEvent } from 'leaflet';
import {
  AttributionControl,
  MapContainer,
  TileLayer,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { MAP_DEFAULTS } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/config';
import type { LatLng } from '../types';
// Leaflet's and the map's stylesheets come with the early map's module (decision 050).
import { adoptEarlyMap, earlyMap } from './early-map';

export interface BaseMapProps {
  center: LatLng;
  zoom: number;
  /** The map's height (CSS). */
  height: number | string;
  /** Names the map region for screen readers. */
  label: string;
  onClick?: (point: LatLng) => void;
  /** After the map stopped moving, and once when it is ready. */
  onIdle?: (map: LeafletMap) => void;
  children?: ReactNode;
  /** Takes the map drawn before React's first render, if there is one (the home map). */
  early?: boolean;
}

/** Leaflet's credit without its English tooltip. */
const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

function MapEvents({ onClick, onIdle }: Pick<BaseMapProps, 'onClick' | 'onIdle'>) {
  const { t } = useTranslation('map');
  const map = useMapEvents({
    click: (event: LeafletMouseEvent) =>
      onClick?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    moveend: () => onIdle?.(map),
    // Leaflet names a popup's close button in English and has no option for it.
    popupopen: (event: PopupEvent) =>
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('controls.closePopup')),
  });
  // The first view is set before any handler listens: report it once.
  const first = useRef(onIdle);
  useEffect(() => first.current?.(map), [map]);
  return null;
}

/**
 * Its children once the browser has drawn the frame before them, rendered in a transition. Leaflet
 * reads the container's computed style as it starts: in the task that inserted the page around
 * it, that forced a style and layout of everything new. So the map starts after a frame, and its
 * markers, then its controls and tiles, each after another: several short tasks instead of one
 * long one (decisions 023, 045).
 */
function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A timeout set in an animation frame runs once that frame is drawn.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown && children;
}

/**
 * React's map on the Leaflet map drawn before it (decision 050): its container moves into this
 * frame as React inserts the frame, before the browser draws again, with its view and markers;
 * React's layers join it as `MapContainer`'s would, and it is removed as `MapContainer` removes
 * its own.
 */
function AdoptedMap({ map, children }: { map: LeafletMap; children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const [context] = useState(() => createLeafletContext(map));
  // Removed a task later, unless mounted again at once (StrictMode's second run of effects).
  const removal = useRef(0);
  useLayoutEffect(() => {
    clearTimeout(removal.current);
    holder.current?.append(map.getContainer());
    adoptEarlyMap(map);
    return () => {
      removal.current = window.setTimeout(() => map.remove());
    };
  }, [map]);
  return (
    <div ref={holder} style={{ height: '100%', width: '100%' }}>
      <LeafletContext value={context}>{children}</LeafletContext>
    </div>
  );
}

/**
 * Leaflet with the tiles and attribution of the server's configuration. Markers, clusters and
 * clicks work without tiles too (a machine with no internet): the map then says so.
 */
export function BaseMap({
  center,
  zoom,
  height,
  label,
  onClick,
  onIdle,
  children,
  early = false,
}: BaseMapProps) {
  const { t } = useTranslation('map');
  const config = usePublicConfig().data;
  const [tiles, setTiles] = useState<'pending' | 'loaded' | 'failed'>('pending');
  const [adopted] = useState(() => (early ? earlyMap() : null));

  const layers = (
    <>
      <MapEvents onClick={onClick} onIdle={onIdle} />
      {/* What the map is for (its markers) before its controls and tiles: the tiles are
          images still to fetch, the markers' data is often in already (decision 045). */}
      <AfterPaint>
        {children}
        <AfterPaint>
          <ZoomControl zoomInTitle={t('controls.zoomIn')} zoomOutTitle={t('controls.zoomOut')} />
          <AttributionControl prefix={LEAFLET_CREDIT} />
          {config && (
            <TileLayer
              url={config.map.tileUrl}
              attribution={config.map.attribution}
              eventHandlers={{
                tileload: () => setTiles('loaded'),
                tileerror: () => setTiles((state) => (state === 'loaded' ? state : 'failed')),
              }}
            />
          )}
        </AfterPaint>
      </AfterPaint>
    </>
  );

  return (
    <div className="iagree-map" role="region" aria-label={label} style={{ height }}>
      {adopted ? (
        <AdoptedMap map={adopted}>{layers}</AdoptedMap>
      ) : (
        <AfterPaint>
          <MapContainer
            center={[center.lat, center.lng]}
            zoom={zoom}
            maxZoom={MAP_DEFAULTS.maxZoom}
            style={{ height: '100%', width: '100%' }}
            worldCopyJump
            zoomControl={false}
            attributionControl={false}
          >
            {layers}
          </MapContainer>
        </AfterPaint>
      )}
      {tiles === 'failed' && (
        <Badge className="iagree-map__notice" color="gray" variant="white" size="sm" tt="none">
          {t('tilesUnavailable')}
        </Badge>
      )}
    </div>
  );
}
