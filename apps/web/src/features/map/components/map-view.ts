import type { MapStatementsResponse, MapView } from '@iagree/contract';

interface LatLngBoundsLike {
  getWest(): number;
  getEast(): number;
  getNorth(): number;
  getSouth(): number;
}

/** The view's edges as Leaflet gives them (longitudes may run past ±180 when panned round). */
export const toMapView = (bounds: LatLngBoundsLike): MapView => ({
  west: bounds.getWest(),
  east: bounds.getEast(),
  north: bounds.getNorth(),
  south: bounds.getSouth(),
});

/** Whether a point is in view, wherever the world was panned round to. */
export function inView(view: MapView, lat: number, lng: number): boolean {
  if (lat < view.south || lat > view.north) return false;
  if (view.east - view.west >= 360) return true;
  const east = (((lng - view.west) % 360) + 360) % 360;
  return east <= view.east - view.west;
}

/** Where a narrowed list's matches lie on the map: their places, and how many they are. */
export interface MatchBounds {
  points: Array<{ lat: number; lng: number }>;
  count: number;
}

/** The matches of a whole-world answer: statements by their place, clusters by their centre. */
export function matchBounds(answer: MapStatementsResponse): MatchBounds {
  return {
    points: [...answer.data, ...answer.clusters].map((p) => ({
      lat: p.latitude,
      lng: p.longitude,
    })),
    count: answer.data.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0),
  };
}
