import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../types';

interface FocusOnProps {
  focus: LatLng | null | undefined;
  zoom?: number;
  /** Scrolls the map into view too, for a focus set from elsewhere on the page (the list). */
  reveal?: boolean;
}

/** Moves the map to `focus` whenever it changes (a list's address click, a search result). */
export function FocusOn({ focus, zoom, reveal = false }: FocusOnProps) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    map.setView([focus.lat, focus.lng], zoom ?? map.getZoom());
    if (reveal) map.getContainer().scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [map, focus, zoom, reveal]);
  return null;
}
