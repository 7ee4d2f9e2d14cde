import type { MapBounds } from '@/components/map/types';

interface LatLngBoundsLike {
  getWest(): number;
  getEast(): number;
  getNorth(): number;
  getSouth(): number;
}

const STEP = 1e4;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Leaflet's longitudes run on past ±180 when the world is panned round; the API's do not. */
const wrap = (lng: number) =>
  lng >= -180 && lng <= 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The view as GET /api/map's box, rounded outwards to 1e-4° so that small moves reuse the cached
 * answer and nothing on the edge is lost. A view wider than the world asks for all of it.
 */
export function toMapBounds(view: LatLngBoundsLike): MapBounds {
  const wide = view.getEast() - view.getWest() >= 360;
  const west = wide ? -180 : wrap(view.getWest());
  const east = wide ? 180 : wrap(view.getEast());
  return {
    top_x: clamp(Math.floor(west * STEP) / STEP, -180, 180),
    top_y: clamp(Math.ceil(view.getNorth() * STEP) / STEP, -90, 90),
    bottom_x: clamp(Math.ceil(east * STEP) / STEP, -180, 180),
    bottom_y: clamp(Math.floor(view.getSouth() * STEP) / STEP, -90, 90),
  };
}
