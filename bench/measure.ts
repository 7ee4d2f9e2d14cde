import pg from 'pg';
import type { App } from '../apps/server/src/app.ts';

export interface Scenario {
  name: string;
  /** west, north, east, south */
  box: [number, number, number, number];
  range: string;
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

/**
 * Runs the map call `runs` times after three warm-ups. Database time is what PostgreSQL itself
 * reports for the call's queries, so a busy client machine does not inflate it.
 */
export async function measureMap(app: App, explain: pg.Client, scenario: Scenario, runs: number) {
  const [west, north, east, south] = scenario.box;
  const url = `/api/map/statements?top_x=${west}&top_y=${north}&bottom_x=${east}&bottom_y=${south}&range=${scenario.range}`;
  const database: number[] = [];
  const roundTrips: number[] = [];
  const total: number[] = [];
  let answer = { bytes: 0, markers: 0, clusters: 0, inBox: 0, queries: 0 };
  for (let i = 0; i < runs + 3; i++) {
    recorded = [];
    roundTripMs = 0;
    recording = true;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const elapsed = performance.now() - started;
    recording = false;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    if (i < 3) continue; // warm-up: plans cached, pages in memory
    const queries = recorded;
    let server = 0;
    for (const query of queries) server += await serverTime(explain, query);
    database.push(server);
    roundTrips.push(roundTripMs);
    total.push(elapsed);
    const body = res.json<{ data: unknown[]; clusters: { count: number }[] }>();
    answer = {
      bytes: res.rawPayload.length,
      markers: body.data.length,
      clusters: body.clusters.length,
      inBox: body.data.length + body.clusters.reduce((sum, cluster) => sum + cluster.count, 0),
      queries: queries.length,
    };
  }
  return {
    scenario: scenario.name,
    'in box': answer.inBox,
    markers: answer.markers,
    clusters: answer.clusters,
    'answer KB': +(answer.bytes / 1024).toFixed(1),
    queries: answer.queries,
    'db ms p50': percentile(database, 50),
    'db ms p95': percentile(database, 95),
    'round trips ms p50': percentile(roundTrips, 50),
    'call ms p50': percentile(total, 50),
  };
}
