import { describe, expect, it } from 'vitest';
import { inView, toMapView } from './map-view';

const view = (west: number, north: number, east: number, south: number) =>
  toMapView({
    getWest: () => west,
    getNorth: () => north,
    getEast: () => east,
    getSouth: () => south,
  });

describe('inView', () => {
  it('holds the points inside the view, edges included, and no other', () => {
    const tokyo = view(139.7, 35.7, 139.8, 35.6);
    expect(inView(tokyo, 35.65, 139.75)).toBe(true);
    expect(inView(tokyo, 35.7, 139.8)).toBe(true);
    expect(inView(tokyo, 35.71, 139.75)).toBe(false);
    expect(inView(tokyo, 35.65, 139.81)).toBe(false);
  });

  it('finds points across the antimeridian however far the world was panned', () => {
    expect(inView(view(170, 50, 190, 40), 45, -175)).toBe(true);
    expect(inView(view(-200, 50, -170, 40), 45, 165)).toBe(true);
    expect(inView(view(530, 50, 550, 40), 45, -175)).toBe(true);
    expect(inView(view(170, 50, 190, 40), 45, 160)).toBe(false);
  });

  it('holds every longitude when the view is wider than the world', () => {
    expect(inView(view(-300, 80, 300, -80), 10, 0)).toBe(true);
  });
});
