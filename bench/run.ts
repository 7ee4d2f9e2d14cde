/**
 * Benchmarks on 1,000,000 statements on the PostgreSQL server: GET /api/map/statements for a
 * neighbourhood, a city and the whole country, and GET /api/statements (the ranked list) for
 * every sort, a category filter and a deep page. Prints database time and answer size.
 * `--only http` instead loads the built server over HTTP against a bare route (bench/http.ts).
 *
 *   npm run bench                       # 1,000,000 statements on postgres://postgres@127.0.0.1:5432
 *   npm run bench -- --rows 100000 --url postgres://user@host:5432/postgres
 *   npm run bench -- --only list        # one benchmark: map, list or search (issue 17)
 *   npm run bench -- --only home        # Lighthouse on the built app (no PostgreSQL needed)
 *   npm run bench -- --only home --home-baseline ../other-checkout   # before/after, alternately
 *   npm run bench -- --only phone       # a slow phone: Slow 4G, 4× CPU, cold and warm (issue 28)
 *   npm run bench -- --only phone --phone-baseline ../other-checkout --phone-runs 5
 *   npm run bench -- --only phone-trace # where the phone's time goes: waterfall, long tasks
 *   npm run bench -- --only compress    # CPU cost of compressing API answers (no database)
 *   npm run bench -- --only consultation   # a town consultation's analysis (issue 34)
 *   npm run build && npm run bench -- --only uploads   # RSS under heavy uploads (issue 30)
 *   npm run bench -- --only uploads --uploads-server apps/server/dist/before/main.js --port 4322
 *   npm run bench -- --keep             # keep the database to EXPLAIN its queries
 *   npm run bench -- --database iagree_bench_1a2b3c4d   # reuse a kept database
 *   npm run build && npm run bench -- --only http --database iagree_bench_1a2b3c4d
 *   npm run bench -- --only http --duration 5 --rounds 3 --profile bench/out/profiles
 *   npm run bench -- --only http --match 'logged in'   # only the calls named so
 *   npm run build && npm run bench -- --only crowd --database iagree_bench_1a2b3c4d   # issue 27
 *   npm run bench -- --only crowd --match detail,map   # only those kinds of the crowd's requests
 *   npm run build && npm run bench -- --only open-data --database iagree_bench_1a2b3c4d   # issue 32
 *
 * It creates and drops its own database; the figures go into docs/performance.md by hand.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { generateStatements } from './generate.ts';
import { measureCompression } from './compress.ts';
import { measureConsultation } from './consultation.ts';
import { measureHome } from './home.ts';
import { measureList } from './list.ts';
import { measurePhone } from './phone.ts';
import { tracePhone } from './phone-trace.ts';
import { measureSearch } from './search.ts';
import { measureCrowd } from './crowd.ts';
import { measureOpenData } from './open-data.ts';
import { measureUploads } from './uploads.ts';
import { measureHttp } from './http.ts';
import { MAP_SCENARIOS, measureMap, recordQueries } from './measure.ts';
import { admin } from './pg-admin.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    runs: { type: 'string', default: '30' },
    only: { type: 'string' },
    /** Keep the database afterwards (its name is printed) to look at query plans. */
    keep: { type: 'boolean', default: false },
    /** A database kept by an earlier --keep run: used as it is, neither filled nor dropped. */
    database: { type: 'string' },
    /**
     * --only http and crowd: seconds of each run (2 and 10 unless given), runs per side, CPU
     * profile folder, calls named like (http).
     */
    duration: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    profile: { type: 'string' },
    match: { type: 'string' },
    /** --only crowd: the map asked for one box per view, as before decision 042. */
    'map-boxes': { type: 'boolean', default: false },
    /** Lighthouse runs of the home benchmark (each takes about half a minute). */
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Another checkout, built, to run Lighthouse on alternately with this one (before/after). */
    'home-baseline': { type: 'string' },
    /** Slow-phone runs (each about a minute), and a built checkout to run alternately. */
    'phone-runs': { type: 'string', default: '3' },
    'phone-baseline': { type: 'string' },
    /** --only uploads: another built server to measure (apps/server/dist/main.js unless given). */
    'uploads-server': { type: 'string' },
    /** --only uploads: the server prints its heap, ArrayBuffers and RSS at start and idle. */
    'uploads-probe': { type: 'boolean', default: false },
    /** --only uploads: the port the server listens on (a free one unless given). */
    port: { type: 'string' },
  },
});

if (values.only === 'home') {
  await measureHome(Number(values['lighthouse-runs']), values['home-baseline']);
  process.exit(0);
}
if (values.only === 'phone') {
  await measurePhone(Number(values['phone-runs']), values['phone-baseline']);
  process.exit(0);
}
if (values.only === 'phone-trace') {
  await tracePhone(Number(values['phone-runs']));
  process.exit(0);
}
if (values.only === 'uploads') {
  await measureUploads({
    url: values.url,
    server: values['uploads-server'],
    probe: values['uploads-probe'],
    port: values.port === undefined ? undefined : Number(values.port),
  });
  process.exit(0);
}
if (values.only === 'consultation') {
  await measureConsultation();
  process.exit(0);
}
if (values.only === 'compress') {
  await measureCompression(20_000);
  process.exit(0);
}

/** Database time and answer size of each call, through app.inject in this process. */
async function measureInProcess(db: Database, databaseUrl: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    DATA_DIR: '/tmp/iagree-bench',
  });
  // A store that keeps nothing: every call is computed, so every run measures the database.
  const answerCache = {
    version: async () => 0,
    bump: async () => {},
    get: async () => undefined,
    set: async () => {},
    markWriter: async () => {},
    writesOf: async () => [],
  };
  const app = await buildApp({ config, db, answerCache });
  await app.ready();
  const explain = new pg.Client({ connectionString: databaseUrl });
  await explain.connect();
  try {
    const runs = Number(values.runs);
    if (values.only === 'search') {
      console.table(await measureSearch(app, explain, runs));
      return;
    }
    if (values.only !== 'list') {
      const results = [];
      for (const scenario of MAP_SCENARIOS)
        results.push(await measureMap(app, explain, scenario, runs));
      console.table(results);
    }
    if (values.only !== 'map') console.table(await measureList(app, explain, runs));
  } finally {
    await explain.end();
    await app.close();
  }
}

const serverUrl = values.url;
const reused = values.database !== undefined;
const name = values.database ?? `iagree_bench_${randomBytes(4).toString('hex')}`;
if (!reused) await admin(serverUrl, `CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const restoreRecording = recordQueries();
const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  await prepareDatabase(handle);
  if (!reused) {
    const rows = Number(values.rows);
    const started = performance.now();
    await generateStatements(handle.db, rows);
    console.log(
      `generated ${rows.toLocaleString('en')} statements in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  if (values.only === 'open-data') {
    await measureOpenData(url.toString());
  } else if (values.only === 'crowd') {
    await measureCrowd({
      databaseUrl: url.toString(),
      db: handle.db,
      duration: Number(values.duration ?? 10),
      rounds: Number(values.rounds),
      profileDir: values.profile,
      kinds: values.match,
      mapBoxes: values['map-boxes'],
    });
  } else if (values.only === 'http') {
    await measureHttp({
      databaseUrl: url.toString(),
      db: handle.db,
      duration: Number(values.duration ?? 2),
      rounds: Number(values.rounds),
      profileDir: values.profile,
      match: values.match,
    });
  } else {
    await measureInProcess(handle.db, url.toString());
  }
} finally {
  await handle.close();
  restoreRecording();
  if (values.keep || reused) console.log(`kept database ${name}`);
  else await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
