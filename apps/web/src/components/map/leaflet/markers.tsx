import type { ReactNode } from 'react';
import { Marker, Popup } from 'react-leaflet';
import type { LatLng } from '../types';
import { pinIcon, type PinColor } from './icons';

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
