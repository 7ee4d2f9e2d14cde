import { map as leafletMap } from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { MAP_DEFAULTS, tilesInView } from '@iagree/contract';
import { homeMapView } from './first-map-view';
import { toMapView } from './map-view';

/** A container Leaflet measures as the home map's inside its 1 px frame (jsdom lays out nothing). */
function container(width: number, height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('homeMapView', () => {
  it.each([358, 359, 390, 412, 767, 1024, 1280])(
    "is Leaflet's own first view of the home map in a frame %i px wide",
    (width) => {
      const map = leafletMap(container(width - 2, MAP_DEFAULTS.height - 2), {
        center: [MAP_DEFAULTS.center.lat, MAP_DEFAULTS.center.lng],
        zoom: MAP_DEFAULTS.homeZoom,
      });
      const leaflet = toMapView(map.getBounds());
      const ours = homeMapView(width);
      for (const edge of ['west', 'east', 'north', 'south'] as const)
        expect(ours[edge]).toBeCloseTo(leaflet[edge], 9);
      // The early request asks for the very tiles the map will ask for.
      expect(tilesInView(ours, MAP_DEFAULTS.homeZoom)).toEqual(tilesInView(leaflet, map.getZoom()));
      map.remove();
    },
  );
});
