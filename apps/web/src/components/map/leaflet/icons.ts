import { divIcon, type DivIcon } from 'leaflet';
import { clusterSize } from '../group-markers';

export type PinColor = 'blue' | 'red' | 'orange' | 'teal';

const PIN_COLORS: Record<PinColor, string> = {
  blue: '#228be6',
  red: '#fa5252',
  orange: '#fd7e14',
  teal: '#12b886',
};

const pins = new Map<string, DivIcon>();

/** An inline SVG pin: no image files to resolve, crisp at any resolution. */
export function pinIcon(color: PinColor, focused: boolean): DivIcon {
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

/** A cluster's round icon with its count (thousands shortened). */
export function clusterIcon(count: number): DivIcon {
  const size = clusterSize(count);
  const shown = count < 10_000 ? String(count) : `${Math.floor(count / 1000)}k`;
  return divIcon({
    className: 'iagree-cluster-icon',
    html: `<div class="iagree-cluster" style="width:${size}px;height:${size}px" aria-hidden="true">${shown}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
