import pg from 'pg';
import type { App } from '../apps/server/src/app.ts';

export interface Scenario {
  name: string;
  /** west, north, east, south */
  box: [number, number, number, number];
  range: string;
}

export const MAP_SCENARIOS: Scenario[] = [
  { name: 'neighbourhood (Shibuya, 1 km)', box: [139.695, 35.665, 139.708, 35.655], range: 'all' },
  { name: 'neighbourhood, range=month', box: [139.695, 35.665, 139.708, 35.655], range: 'month' },
  { name: 'city (Tokyo 23 wards)', box: [139.56, 35.82, 139.92, 35.53], range: 'all' },
  { name: 'city, range=week', box: [139.56, 35.82, 139.92, 35.53], range: 'week' },
  { name: 'country (Japan)', box: [122, 46, 154, 20], range: 'all' },
  { name: 'country, range=today', box: [122, 46, 154, 20], range: 'today' },
];

/** The map call of a scenario's box and range. */
export function mapUrl({ box: [west, north, east, south], range }: Scenario) {
  return `/api/map/statements?top_x=${west}&top_y=${north}&bottom_x=${east}&bottom_y=${south}&range=${range}`;
}

interface Recorded {
  text: string;
  values: unknown[];
}

/** The queries of the request being measured, and the time spent waiting for their answers. */
let recorded: Recorded[] = [];
let recording = false;
let roundTripMs = 0;

/**
 * Wraps pg's Client#query to note every query and the time to its answer; returns the undo.
 * pg's pool calls it with a callback, direct callers get a promise.
 */
export function recordQueries(): () => void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function recordedQuery(this: pg.Client, ...args: unknown[]) {
    const [config, second] = args;
    if (!recording) return (original as (...a: unknown[]) => unknown).apply(this, args);
    if (typeof config === 'string')
      recorded.push({ text: config, values: Array.isArray(second) ? second : [] });
    else if (config && typeof config === 'object' && 'text' in config) {
      const { text, values } = config as { text: string; values?: unknown[] };
      // drizzle passes its parameters beside the query config.
      recorded.push({ text, values: Array.isArray(second) ? second : (values ?? []) });
    }
    const started = performance.now();
    const stop = () => {
      roundTripMs += performance.now() - started;
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        stop();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    return result instanceof Promise ? result.finally(stop) : result;
  } as typeof original;
  return () => {
    pg.Client.prototype.query = original;
  };
}

/** Planning plus execution time the server reports for a query (EXPLAIN ANALYZE). */
async function serverTime(client: pg.Client, query: Recorded): Promise<number> {
  // A background job's transaction may run during a call: its control statements cost nothing.
  if (/^\s*(begin|commit|rollback)\b/i.test(query.text)) return 0;
  if (/^\s*set\b/i.test(query.text)) {
    await client.query(query.text, query.values);
    return 0;
  }
  const { rows } = await client.query<{
    'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }];
  }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
  const [plan] = rows[0]?.['QUERY PLAN'] ?? [];
  return (plan?.['Planning Time'] ?? 0) + (plan?.['Execution Time'] ?? 0);
}

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return +(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0).toFixed(
    1,
  );
};

/** One API call measured `runs` times after three warm-ups, and its last answer. */
export interface Measured {
  database: number[];
  roundTrips: number[];
  total: number[];
  queries: number;
  bytes: number;
  body: unknown;
}

/**
 * Runs GET `url` `runs` times after three warm-ups (plans cached, pages in memory). Database
 * time is what PostgreSQL itself reports for the call's queries, so a busy client machine does
 * not inflate it.
 */
export async function measureCall(
  app: App,
  explain: pg.Client,
  url: string,
  runs: number,
): Promise<Measured> {
  const measured: Measured = {
    database: [],
    roundTrips: [],
    total: [],
    queries: 0,
    bytes: 0,
    body: null,
  };
  for (let i = 0; i < runs + 3; i++) {
    recorded = [];
    roundTripMs = 0;
    recording = true;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const elapsed = performance.now() - started;
    recording = false;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    if (i < 3) continue;
    const queries = recorded;
    let server = 0;
    // A call's transaction may SET LOCAL what the planner may do: its queries are explained in
    // one transaction too, the SET applied as the call did.
    await explain.query('BEGIN');
    try {
      for (const query of queries) server += await serverTime(explain, query);
    } finally {
      await explain.query('ROLLBACK');
    }
    measured.database.push(server);
    measured.roundTrips.push(roundTripMs);
    measured.total.push(elapsed);
    measured.queries = queries.length;
    measured.bytes = res.rawPayload.length;
    measured.body = res.json();
  }
  return measured;
}

/** The timing columns every benchmark table shares. */
export const timings = (measured: Measured) => ({
  queries: measured.queries,
  'db ms p50': percentile(measured.database, 50),
  'db ms p95': percentile(measured.database, 95),
  'round trips ms p50': percentile(measured.roundTrips, 50),
  'call ms p50': percentile(measured.total, 50),
});

/** The map call for a scenario's box and range, with the size and make-up of its answer. */
export async function measureMap(app: App, explain: pg.Client, scenario: Scenario, runs: number) {
  const measured = await measureCall(app, explain, mapUrl(scenario), runs);
  const body = measured.body as { data: unknown[]; clusters: { count: number }[] };
  return {
    scenario: scenario.name,
    'in box': body.data.length + body.clusters.reduce((sum, cluster) => sum + cluster.count, 0),
    markers: body.data.length,
    clusters: body.clusters.length,
    'answer KB': +(measured.bytes / 1024).toFixed(1),
    ...timings(measured),
  };
}
