import type pg from 'pg';
import type { App } from '../apps/server/src/app.ts';
import { measureCall, timings } from './measure.ts';

/** Tokyo station: the centre of the nearby sort. */
const TOKYO = { latitude: '35.681', longitude: '139.767' };

/**
 * The calls of issue 17 at scale: a common (公園, about one statement in twenty) and a rare
 * (駐輪, one in two thousand) two-character word, the first page by relevance and by another
 * sort, with a category, two words, an English word; the trending, nearby and similar calls;
 * the map of a keyword.
 */
const CALLS: { name: string; url: string }[] = [
  ...['公園', '駐輪'].flatMap((word) => [
    { name: `${word}, relevance`, url: `/api/statements?keyword=${word}` },
    { name: `${word}, relevance, offset 100`, url: `/api/statements?keyword=${word}&offset=100` },
    { name: `${word}, newest`, url: `/api/statements?keyword=${word}&sortBy=created_at_desc` },
    { name: `${word}, category 1`, url: `/api/statements?keyword=${word}&category=1` },
  ]),
  { name: '公園 自転車 (two words)', url: '/api/statements?keyword=公園 自転車' },
  { name: 'park (English)', url: '/api/statements?keyword=park' },
  { name: '公園, trending', url: '/api/statements?keyword=公園&sortBy=trending' },
  { name: 'trending', url: '/api/statements?sortBy=trending' },
  {
    name: 'nearby, first page',
    url: `/api/statements?sortBy=nearby&${new URLSearchParams(TOKYO)}`,
  },
  {
    name: 'nearby, offset 1000',
    url: `/api/statements?sortBy=nearby&offset=1000&${new URLSearchParams(TOKYO)}`,
  },
  {
    name: 'nearby, 駐輪',
    url: `/api/statements?sortBy=nearby&keyword=駐輪&${new URLSearchParams(TOKYO)}`,
  },
  { name: 'similar', url: '/api/statements/similar?title=駅前の駐輪場を増やしてほしい' },
  { name: 'similar, common words', url: '/api/statements/similar?title=公園の道路を直してほしい' },
  {
    name: 'map, city, 公園',
    url: '/api/map/statements?top_x=139.56&top_y=35.82&bottom_x=139.92&bottom_y=35.53&keyword=公園',
  },
  {
    name: 'map, country, 駐輪',
    url: '/api/map/statements?top_x=122&top_y=46&bottom_x=154&bottom_y=20&keyword=駐輪',
  },
];

/** GET each call of issue 17 as a guest, database time as the other benchmarks. */
export async function measureSearch(app: App, explain: pg.Client, runs: number) {
  const results = [];
  for (const call of CALLS) {
    const measured = await measureCall(app, explain, encodeURI(call.url), runs);
    const body = measured.body as { data: unknown[]; totalPage?: number; clusters?: unknown[] };
    results.push({
      call: call.name,
      items: body.data.length,
      // A map's dense cells come as clusters, not markers.
      clusters: body.clusters?.length ?? '',
      pages: body.totalPage ?? '',
      ...timings(measured),
    });
  }
  return results;
}
