import { describe, expect, it } from 'vitest';
import { HOME_MAP_CENTRE_TILE, type MapStatementsResponse } from '@iagree/contract';
import { putFirstAnswers } from '@/testing/first-answers-block';
import { recordRequests, sentTo } from '@/testing/server';
import {
  getMapStatements,
  getMapStatementsEarly,
  mergeTiles,
  NO_FILTERS,
} from './get-map-statements';

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

describe('the map’s first tile in the page (decision 045)', () => {
  it('is taken from the page under the URL the server writes, and asked for by no early call', async () => {
    const sent = recordRequests();
    const answer = { data: [], clusters: [{ latitude: 35.65, longitude: 139.84, count: 3 }] };
    // The server's FIRST_MAP_URL (its test holds it to the same string).
    putFirstAnswers('ja', {
      '/api/map/statements?top_x=139.570313&top_y=35.746512&bottom_x=139.921875&bottom_y=35.46067&range=all':
        answer,
    });
    getMapStatementsEarly([HOME_MAP_CENTRE_TILE]);
    await expect(getMapStatements(HOME_MAP_CENTRE_TILE, 'all', NO_FILTERS)).resolves.toEqual(
      answer,
    );
    expect(sentTo(sent, '/api/map/statements')).toHaveLength(0);
  });
});
