import { STATEMENT_SORTS } from '@iagree/contract';
import type pg from 'pg';
import type { App } from '../apps/server/src/app.ts';
import { measureCall, timings } from './measure.ts';

/** A deep page: what "View more" reaches after 500 clicks, or a crawler following offsets. */
const DEEP_OFFSET = 5000;

/** No filter; a common category (environment, ~20 %); the rare `other` (~1 %). */
const FILTERS = [
  { name: 'all', category: undefined },
  { name: 'environment (1)', category: 1 },
  { name: 'other (12)', category: 12 },
];

/** GET /api/statements for every sort, filter and page (first and deep) of the home list. */
export async function measureList(app: App, explain: pg.Client, runs: number) {
  const results = [];
  for (const filter of FILTERS) {
    for (const sortBy of STATEMENT_SORTS) {
      for (const offset of [0, DEEP_OFFSET]) {
        const query = new URLSearchParams({ sortBy, offset: String(offset) });
        if (filter.category !== undefined) query.set('category', String(filter.category));
        const measured = await measureCall(app, explain, `/api/statements?${query}`, runs);
        const body = measured.body as { data: unknown[]; totalPage: number };
        results.push({
          category: filter.name,
          sortBy,
          offset,
          items: body.data.length,
          pages: body.totalPage,
          ...timings(measured),
        });
      }
    }
  }
  return results;
}
