import { describe, expect, it } from 'vitest';
import { MAP_DEFAULTS } from './constants.ts';
import { HOME_MAP_CENTRE_TILE, tileBox, tilesInView } from './map-tiles.ts';

const TOKYO_STATION = { lat: 35.681236, lng: 139.767125 };

describe('map tiles', () => {
  it('covers a view with the tiles of its zoom, and each point lies in one of their boxes', () => {
    // 900 × 600 pixels at zoom 14: never more than two tiles of 1024 pixels a side.
    const view = { west: 139.73, east: 139.807, north: 35.7, south: 35.66 };
    const tiles = tilesInView(view, 14);
    expect(tiles.every((tile) => tile.z === 12)).toBe(true);
    expect(tiles.length).toBeGreaterThanOrEqual(1);
    expect(tiles.length).toBeLessThanOrEqual(4);
    const boxes = tiles.map(tileBox);
    const west = Math.min(...boxes.map((box) => box.top_x));
    const east = Math.max(...boxes.map((box) => box.bottom_x));
    const north = Math.max(...boxes.map((box) => box.top_y));
    const south = Math.min(...boxes.map((box) => box.bottom_y));
    expect([
      west <= view.west,
      east >= view.east,
      north >= view.north,
      south <= view.south,
    ]).toEqual([true, true, true, true]);
    const holding = boxes.filter(
      (box) =>
        box.top_x <= TOKYO_STATION.lng &&
        TOKYO_STATION.lng <= box.bottom_x &&
        box.bottom_y <= TOKYO_STATION.lat &&
        TOKYO_STATION.lat <= box.top_y,
    );
    expect(holding).toHaveLength(1);
  });

  it('gives neighbours the same edge and every reader the same box', () => {
    const [left, right] = tilesInView(
      { west: 139.76, east: 139.78, north: 35.69, south: 35.68 },
      18,
    )
      .filter((tile, _, all) => tile.y === all[0]!.y)
      .slice(0, 2);
    if (right) expect(tileBox(left!).bottom_x).toBe(tileBox(right).top_x);
    // Two views over the same place at the same zoom ask for the same tile.
    const a = tilesInView({ west: 139.765, east: 139.766, north: 35.682, south: 35.681 }, 16);
    const b = tilesInView({ west: 139.7655, east: 139.7665, north: 35.6815, south: 35.6812 }, 16);
    expect(a.map(tileBox)).toEqual(b.map(tileBox));
  });

  it('wraps longitudes panned past the antimeridian and gives a view wider than the world every column once', () => {
    const wrapped = tilesInView({ west: 179.9 + 360, east: 180.1 + 360, north: 1, south: 0.5 }, 6);
    expect(wrapped.map((tile) => tile.x).sort((a, b) => a - b)).toEqual([0, 15]);
    const world = tilesInView({ west: -400, east: 400, north: 80, south: -80 }, 3);
    expect(world).toHaveLength(2 * 2);
  });

  it('never goes below zoom 0 nor past the poles', () => {
    const tiles = tilesInView({ west: -180, east: 180, north: 90, south: -90 }, 0);
    expect(tiles).toEqual([{ z: 0, x: 0, y: 0 }]);
    expect(tileBox(tiles[0]!)).toEqual({
      top_x: -180,
      top_y: 85.051129,
      bottom_x: 180,
      bottom_y: -85.051129,
    });
  });

  it('names the tile the home map starts on: its box holds the map’s default centre', () => {
    const box = tileBox(HOME_MAP_CENTRE_TILE);
    const { lat, lng } = MAP_DEFAULTS.center;
    expect(HOME_MAP_CENTRE_TILE.z).toBe(MAP_DEFAULTS.homeZoom - 2);
    expect(box.top_x).toBeLessThanOrEqual(lng);
    expect(box.bottom_x).toBeGreaterThan(lng);
    expect(box.top_y).toBeGreaterThanOrEqual(lat);
    expect(box.bottom_y).toBeLessThan(lat);
  });
});
