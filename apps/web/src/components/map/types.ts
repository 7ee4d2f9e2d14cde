/** A point on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}
