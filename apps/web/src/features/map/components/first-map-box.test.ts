import { map as leafletMap } from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { MAP_DEFAULTS } from '@iagree/contract';
import { homeMapBox } from './first-map-box';
import { toMapBounds } from './map-bounds';

/** A container Leaflet measures as the home map's inside its 1 px frame (jsdom lays out nothing). */
function container(width: number, height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('homeMapBox', () => {
  it.each([358, 359, 390, 412, 767, 1024, 1280])(
    "is Leaflet's own first box of the home map in a frame %i px wide",
    (width) => {
      const map = leafletMap(container(width - 2, MAP_DEFAULTS.height - 2), {
        center: [MAP_DEFAULTS.center.lat, MAP_DEFAULTS.center.lng],
        zoom: MAP_DEFAULTS.homeZoom,
      });
      expect(homeMapBox(width)).toEqual(toMapBounds(map.getBounds()));
      map.remove();
    },
  );
});
