import { describe, expect, it } from 'vitest';
import type { MapStatementsResponse } from '@iagree/contract';
import { inView, matchBounds, toMapView } from './map-view';

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

describe('matchBounds', () => {
  it('places statements where they are and clusters at their centre, counting every match', () => {
    const answer = {
      data: [{ latitude: 35.65, longitude: 139.79 }],
      clusters: [{ latitude: 34.7, longitude: 135.5, count: 4 }],
    } as unknown as MapStatementsResponse;
    expect(matchBounds(answer)).toEqual({
      points: [
        { lat: 35.65, lng: 139.79 },
        { lat: 34.7, lng: 135.5 },
      ],
      count: 5,
    });
  });
});
