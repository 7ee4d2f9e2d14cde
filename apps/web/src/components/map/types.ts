/** A point on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** What SPEC §7 GET /api/map takes: the north-west and south-east corners. */
export interface MapBounds {
  top_x: number;
  top_y: number;
  bottom_x: number;
  bottom_y: number;
}
