/**
 * Benchmarks on 1,000,000 statements on the PostgreSQL server: GET /api/map/statements for a
 * neighbourhood, a city and the whole country, and GET /api/statements (the ranked list) for
 * every sort, a category filter and a deep page. Prints database time and answer size.
 *
 *   npm run bench                       # 1,000,000 statements on postgres://postgres@127.0.0.1:5432
 *   npm run bench -- --rows 100000 --url postgres://user@host:5432/postgres
 *   npm run bench -- --only list        # one benchmark: map or list
 *   npm run bench -- --only home        # Lighthouse on the built app (no PostgreSQL needed)
 *   npm run bench -- --only home --home-baseline ../other-checkout   # before/after, alternately
 *   npm run bench -- --only compress    # CPU cost of compressing API answers (no database)
 *   npm run bench -- --keep             # keep the database to EXPLAIN its queries
 *
 * It creates and drops its own database; the figures go into docs/performance.md by hand.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { generateStatements } from './generate.ts';
import { measureCompression } from './compress.ts';
import { measureHome } from './home.ts';
import { measureList } from './list.ts';
import { measureMap, recordQueries, type Scenario } from './measure.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    runs: { type: 'string', default: '30' },
    only: { type: 'string' },
    /** Keep the database afterwards (its name is printed) to look at query plans. */
    keep: { type: 'boolean', default: false },
    /** Lighthouse runs of the home benchmark (each takes about half a minute). */
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Another checkout, built, to run Lighthouse on alternately with this one (before/after). */
    'home-baseline': { type: 'string' },
  },
});

if (values.only === 'home') {
  await measureHome(Number(values['lighthouse-runs']), values['home-baseline']);
  process.exit(0);
}
if (values.only === 'compress') {
  await measureCompression(20_000);
  process.exit(0);
}

const SCENARIOS: Scenario[] = [
  { name: 'neighbourhood (Shibuya, 1 km)', box: [139.695, 35.665, 139.708, 35.655], range: 'all' },
  { name: 'neighbourhood, range=month', box: [139.695, 35.665, 139.708, 35.655], range: 'month' },
  { name: 'city (Tokyo 23 wards)', box: [139.56, 35.82, 139.92, 35.53], range: 'all' },
  { name: 'city, range=week', box: [139.56, 35.82, 139.92, 35.53], range: 'week' },
  { name: 'country (Japan)', box: [122, 46, 154, 20], range: 'all' },
  { name: 'country, range=today', box: [122, 46, 154, 20], range: 'today' },
];

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const serverUrl = values.url;
const name = `iagree_bench_${randomBytes(4).toString('hex')}`;
await admin(serverUrl, `CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const restoreRecording = recordQueries();
const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  await prepareDatabase(handle);
  const rows = Number(values.rows);
  const started = performance.now();
  await generateStatements(handle.db, rows);
  console.log(
    `generated ${rows.toLocaleString('en')} statements in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    DATA_DIR: '/tmp/iagree-bench',
  });
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  const explain = new pg.Client({ connectionString: url.toString() });
  await explain.connect();
  try {
    const runs = Number(values.runs);
    if (values.only !== 'list') {
      const results = [];
      for (const scenario of SCENARIOS)
        results.push(await measureMap(app, explain, scenario, runs));
      console.table(results);
    }
    if (values.only !== 'map') console.table(await measureList(app, explain, runs));
  } finally {
    await explain.end();
    await app.close();
  }
} finally {
  await handle.close();
  restoreRecording();
  if (values.keep) console.log(`kept database ${name}`);
  else await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
