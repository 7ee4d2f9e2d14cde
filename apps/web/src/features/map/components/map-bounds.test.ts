import { describe, expect, it } from 'vitest';
import { toMapBounds } from './map-bounds';

const view = (west: number, north: number, east: number, south: number) => ({
  getWest: () => west,
  getNorth: () => north,
  getEast: () => east,
  getSouth: () => south,
});

describe('toMapBounds', () => {
  it('names the north-west and south-east corners, rounded outwards', () => {
    expect(toMapBounds(view(139.71234, 35.70001, 139.83336, 35.60009))).toEqual({
      top_x: 139.7123,
      top_y: 35.7001,
      bottom_x: 139.8334,
      bottom_y: 35.6,
    });
  });

  it('wraps longitudes past ±180 and keeps the box crossing the antimeridian', () => {
    expect(toMapBounds(view(170, 50, 190, 40))).toMatchObject({ top_x: 170, bottom_x: -170 });
    expect(toMapBounds(view(-200, 50, -170, 40))).toMatchObject({ top_x: 160, bottom_x: -170 });
  });

  it('asks for the whole world when the view is wider, and clamps the poles', () => {
    expect(toMapBounds(view(-300, 95, 300, -95))).toEqual({
      top_x: -180,
      top_y: 90,
      bottom_x: 180,
      bottom_y: -90,
    });
  });
});
