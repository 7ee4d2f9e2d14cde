import { describe, expect, it } from 'vitest';
import type { MapStatementsResponse } from '@iagree/contract';
import { mergeTiles } from './get-map-statements';

type Marker = MapStatementsResponse['data'][number];
const marker = (id: number) => ({ id, latitude: 35.68, longitude: 139.76 }) as Marker;

describe('mergeTiles', () => {
  it('gives a statement on an edge two tiles share once, and every cluster of each tile', () => {
    const west = {
      data: [marker(1), marker(2)],
      clusters: [{ latitude: 35, longitude: 139, count: 7 }],
    };
    const east = {
      data: [marker(2), marker(3)],
      clusters: [{ latitude: 35, longitude: 140, count: 4 }],
    };
    const merged = mergeTiles([west, east]);
    expect(merged.data.map((statement) => statement.id)).toEqual([1, 2, 3]);
    expect(merged.clusters.map((cluster) => cluster.count)).toEqual([7, 4]);
  });
});
