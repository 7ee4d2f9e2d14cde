import pg from 'pg';
import type { App } from '../apps/server/src/app.ts';

export interface Scenario {
  name: string;
  /** west, north, east, south */
  box: [number, number, number, number];
  range: string;
}

/** Database time of the queries run since the last reset, measured around each pg query. */
let databaseMs = 0;

/** Wraps pg's Client#query to add up the time every query takes; returns the undo. */
export function timeQueries(): () => void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
    const started = performance.now();
    const stop = () => {
      databaseMs += performance.now() - started;
    };
    // pg's pool calls query with a callback; direct callers get a promise.
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function measureMap(app: App, scenario: Scenario, runs: number) {
  const [west, north, east, south] = scenario.box;
  const url = `/api/map/statements?top_x=${west}&top_y=${north}&bottom_x=${east}&bottom_y=${south}&range=${scenario.range}`;
  const db: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  let markers = 0;
  let clusters = 0;
  let inBox = 0;
  for (let i = 0; i < runs + 3; i++) {
    databaseMs = 0;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    if (i < 3) continue; // warm-up: plans cached, pages in memory
    db.push(databaseMs);
    total.push(elapsed);
    const body = res.json<{ data: unknown[]; clusters: { count: number }[] }>();
    bytes = res.rawPayload.length;
    markers = body.data.length;
    clusters = body.clusters.length;
    inBox = markers + body.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  }
  db.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    'statements in box': inBox,
    markers,
    clusters,
    'answer KB': +(bytes / 1024).toFixed(1),
    'db ms p50': +percentile(db, 50).toFixed(1),
    'db ms p95': +percentile(db, 95).toFixed(1),
    'total ms p50': +percentile(total, 50).toFixed(1),
  };
}
