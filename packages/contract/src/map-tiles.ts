/**
 * The home map asks for its statements tile by tile (decision 042): a view's box is different
 * for every reader, a tile is the same for every reader who looks at that place at that zoom,
 * so the server computes it once and serves it to all of them. Tiles follow the web's map grid
 * (spherical Mercator, as Leaflet draws it), each 1024 screen pixels square: a phone's view
 * needs one to four of them, a wide screen's two to six.
 */
import { MAP_DEFAULTS } from './constants.ts';

/** Leaflet's tiles are 256 pixels; ours are 4 × 4 of them, so a tile's zoom is two less. */
const TILE_ZOOM_SHIFT = 2;
/** Beyond this latitude spherical Mercator has no map. */
const MAX_LATITUDE = 85.0511287798;
/** A tile's edges are written with this many decimals: the same string for every reader. */
const EDGE_DECIMALS = 6;

export interface MapTile {
  /** The tile grid's zoom (the map's zoom minus two, never below 0). */
  z: number;
  x: number;
  y: number;
}

/** A map tile's box, as GET /api/map/{type} takes it. */
export interface MapTileBox {
  top_x: number;
  top_y: number;
  bottom_x: number;
  bottom_y: number;
}

export interface MapView {
  west: number;
  east: number;
  north: number;
  south: number;
}

const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
const round = (value: number) => Number(value.toFixed(EDGE_DECIMALS));

/** The tile row a latitude falls in, of a grid `n` tiles high. */
function rowOf(lat: number, n: number): number {
  const radians = (clampLatitude(lat) * Math.PI) / 180;
  const y = (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
  return Math.min(n - 1, Math.max(0, Math.floor(y * n)));
}

function latitudeOf(row: number, n: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
}

/**
 * The tiles that cover a view shown at the map's zoom `zoom`, west to east then north to south.
 * Longitudes may run past ±180 (Leaflet's, when the world is panned round); a view wider than
 * the world gets every column.
 */
export function tilesInView(view: MapView, zoom: number): MapTile[] {
  const z = Math.max(0, Math.round(zoom) - TILE_ZOOM_SHIFT);
  const n = 2 ** z;
  const columnOf = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const first = columnOf(view.west);
  const last = view.east - view.west >= 360 ? first + n - 1 : columnOf(view.east);
  const top = rowOf(view.north, n);
  const bottom = rowOf(view.south, n);
  const tiles: MapTile[] = [];
  const seen = new Set<number>();
  for (let y = top; y <= bottom; y++) {
    for (let column = first; column <= last; column++) {
      const x = ((column % n) + n) % n;
      if (seen.has(y * n + x)) continue;
      seen.add(y * n + x);
      tiles.push({ z, x, y });
    }
  }
  return tiles;
}

/** The box of a tile, its edges rounded the same way for every reader. */
export function tileBox({ z, x, y }: MapTile): MapTileBox {
  const n = 2 ** z;
  return {
    top_x: round((x / n) * 360 - 180),
    top_y: round(latitudeOf(y, n)),
    bottom_x: round(((x + 1) / n) * 360 - 180),
    bottom_y: round(latitudeOf(y + 1, n)),
  };
}

/**
 * The tile holding the home map's default centre at its first zoom: every width of the map
 * starts on it (a phone's view needs no other), so the home page carries its answer
 * (decision 045).
 */
export const HOME_MAP_CENTRE_TILE: MapTile = tilesInView(
  {
    west: MAP_DEFAULTS.center.lng,
    east: MAP_DEFAULTS.center.lng,
    north: MAP_DEFAULTS.center.lat,
    south: MAP_DEFAULTS.center.lat,
  },
  MAP_DEFAULTS.homeZoom,
)[0] as MapTile;
