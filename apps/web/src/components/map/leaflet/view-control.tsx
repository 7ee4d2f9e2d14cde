import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../types';

/** Moves the map to `focus` whenever it changes (a list's address click, a search result). */
export function FocusOn({ focus, zoom }: { focus: LatLng | null | undefined; zoom?: number }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], zoom ?? map.getZoom());
  }, [map, focus, zoom]);
  return null;
}
