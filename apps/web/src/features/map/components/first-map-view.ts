import {
  HOME_SHELL_MAP_ATTRIBUTE,
  MAP_DEFAULTS,
  tilesInView,
  type MapTile,
  type MapView,
} from '@iagree/contract';

/** Spherical Mercator as Leaflet's EPSG3857 has it: the earth's radius and its pixel scale. */
const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
const SCALE = 0.5 / (Math.PI * R);
const DEGREE = Math.PI / 180;

/** The map's frame (`.iagree-map` in map.css) draws a border of 1 px inside its box. */
const FRAME_BORDER = 1;

const tileScale = (zoom: number) => 256 * 2 ** zoom;

function project(lat: number, lng: number, zoom: number) {
  const clamped = Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE);
  const sin = Math.sin(clamped * DEGREE);
  const x = R * lng * DEGREE;
  const y = (R * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = tileScale(zoom);
  return { x: scale * (SCALE * x + 0.5), y: scale * (-SCALE * y + 0.5) };
}

function unproject(x: number, y: number, zoom: number) {
  const scale = tileScale(zoom);
  const mx = (x / scale - 0.5) / SCALE;
  const my = (y / scale - 0.5) / -SCALE;
  const toDegrees = 180 / Math.PI;
  return {
    lat: (2 * Math.atan(Math.exp(my / R)) - Math.PI / 2) * toDegrees,
    lng: (mx * toDegrees) / R,
  };
}

/**
 * What the home map shows when it starts (its default centre and zoom) in a frame `width`
 * pixels wide, as Leaflet's `map.getBounds()` will give it: Leaflet's own steps (the view's top
 * left corner rounded to a pixel, its size added), without Leaflet.
 */
export function homeMapView(width: number): MapView {
  const { center, homeZoom: zoom, height } = MAP_DEFAULTS;
  const size = { x: width - 2 * FRAME_BORDER, y: height - 2 * FRAME_BORDER };
  const middle = project(center.lat, center.lng, zoom);
  const left = Math.round(middle.x - size.x / 2);
  const top = Math.round(middle.y - size.y / 2);
  const southWest = unproject(left, top + size.y, zoom);
  const northEast = unproject(left + size.x, top, zoom);
  return { west: southWest.lng, east: northEast.lng, north: northEast.lat, south: southWest.lat };
}

let measured: { view: MapView; tiles: MapTile[] } | null = null;

/**
 * Measures the home map's first view from the shell's place for it, as the page loads (the
 * shell is gone once React has rendered), and the tiles it needs; null on a page without that
 * place.
 */
export function measureHomeMapView() {
  const place = document.querySelector(`[${HOME_SHELL_MAP_ATTRIBUTE}]`);
  if (!place || place.clientWidth === 0) return (measured = null);
  const view = homeMapView(place.clientWidth);
  return (measured = { view, tiles: tilesInView(view, MAP_DEFAULTS.homeZoom) });
}

/** The view measured as the page loaded, if it was: where the home map starts. */
export const firstHomeMapView = () => measured;
