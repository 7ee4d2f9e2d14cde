import type { ReactNode } from 'react';
import { divIcon, type DivIcon } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import type { LatLng } from '../types';

export type PinColor = 'blue' | 'red' | 'orange' | 'teal';

const PIN_COLORS: Record<PinColor, string> = {
  blue: '#228be6',
  red: '#fa5252',
  orange: '#fd7e14',
  teal: '#12b886',
};

const pins = new Map<string, DivIcon>();

/** An inline SVG pin: no image files to resolve, crisp at any resolution. */
function pinIcon(color: PinColor, focused: boolean): DivIcon {
  const key = `${color}${focused ? ':focus' : ''}`;
  let icon = pins.get(key);
  if (!icon) {
    icon = divIcon({
      className: focused ? 'iagree-pin iagree-pin--focus' : 'iagree-pin',
      html: `<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="${PIN_COLORS[color]}"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>`,
      iconSize: [28, 40],
      iconAnchor: [14, 40],
      popupAnchor: [0, -36],
    });
    pins.set(key, icon);
  }
  return icon;
}

interface PointMarkerProps {
  position: LatLng;
  /** The marker's accessible name and tooltip. */
  title: string;
  color?: PinColor;
  /** Marked out and drawn above the others: the place the user asked to see. */
  focused?: boolean;
  /** Popup content (the info window); none means no popup. */
  children?: ReactNode;
}

export function PointMarker({
  position,
  title,
  color = 'blue',
  focused = false,
  children,
}: PointMarkerProps) {
  return (
    <Marker
      // Leaflet reads a marker's title once, when it creates it: a new title needs a new marker.
      key={title}
      position={[position.lat, position.lng]}
      icon={pinIcon(focused ? 'red' : color, focused)}
      zIndexOffset={focused ? 1000 : 0}
      title={title}
      alt={title}
    >
      {children && <Popup>{children}</Popup>}
    </Marker>
  );
}
