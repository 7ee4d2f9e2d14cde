/**
 * The home page as a phone sees it: the built server on a fresh embedded database with demo
 * data, on a free port, and Lighthouse's mobile run (simulated slow 4G, 4× CPU slowdown) in the
 * installed Chromium. Also lists the JavaScript index.html loads before anything renders.
 * Needs `npm run build` and `npm install --prefix bench` (Lighthouse) first; no PostgreSQL
 * server. The last run's reports are written to bench/out/home-lighthouse-<n>.json.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadLighthouse } from './lighthouse.ts';

const root = path.resolve(import.meta.dirname, '..');

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A built chunk's static imports (`import … from "./x.js"`), not its lazy `import()`s. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^'"`()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;
/** The page's entry imports the app's start by its address (decision 058). */
const START_IMPORT = /import\(\s*[`'"](\/assets\/[^`'"]+\.js)[`'"]\s*\)/g;

/**
 * The scripts a first visit runs before rendering: index.html's module script, the app's start
 * it imports (decision 058) and, since the build writes no module preloads (decision 023), every
 * chunk they import statically, and theirs.
 */
export async function initialScripts(checkout = root) {
  const dist = path.join(checkout, 'apps/web/dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  for (const url of urls) {
    const code = await readFile(path.join(dist, url), 'utf8');
    const imports = [
      ...[...code.matchAll(STATIC_IMPORT)].map(([, relative = '']) =>
        path.posix.join(path.posix.dirname(url), relative),
      ),
      ...[...code.matchAll(START_IMPORT)].map(([, address = '']) => address),
    ];
    for (const imported of imports) if (!urls.includes(imported)) urls.push(imported);
  }
  const rows = await Promise.all(
    urls.map(async (url) => {
      const bytes = await readFile(path.join(dist, url));
      return {
        file: url.replace('/assets/', ''),
        'raw KB': kb(bytes.length),
        'gzip KB': kb(gzipSync(bytes, { level: 9 }).length),
        'brotli KB': kb(brotliCompressSync(bytes).length),
      };
    }),
  );
  const total = (key: 'raw KB' | 'gzip KB' | 'brotli KB') =>
    Math.round(rows.reduce((sum, row) => sum + row[key], 0) * 10) / 10;
  rows.push({
    file: 'total',
    'raw KB': total('raw KB'),
    'gzip KB': total('gzip KB'),
    'brotli KB': total('brotli KB'),
  });
  return rows;
}

async function startServer(checkout: string, port: number, dataDir: string) {
  const server = spawn(process.execPath, [path.join(checkout, 'apps/server/dist/main.js')], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start within two minutes');
}

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

/** A built checkout served on a fresh database with demo data. */
export async function serve(checkout: string) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iagree-bench-home-'));
  const server = await startServer(checkout, port, dataDir);
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's mobile run `runs` times on this checkout, and, given `baseline` (another
 * checkout, built), on that one too, alternately, so that both see the same machine load.
 */
export async function measureHome(runs: number, baseline?: string) {
  const builds = [{ name: 'this checkout', checkout: root }];
  if (baseline) builds.unshift({ name: 'baseline', checkout: path.resolve(baseline) });
  for (const build of builds) {
    console.log(
      `initial scripts of ${build.name} (index.html's script, the app's start and what they import statically):`,
    );
    console.table(await initialScripts(build.checkout));
  }

  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const servers = await Promise.all(builds.map((build) => serve(build.checkout)));
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      for (const [index, build] of builds.entries()) {
        const [load = 0] = os.loadavg();
        const result = await lighthouse((servers[index] as { url: string }).url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error('Lighthouse gave no result');
        // The last report of this checkout, to see what the LCP element was and what blocked.
        await mkdir(path.join(root, 'bench/out'), { recursive: true });
        await writeFile(
          path.join(root, `bench/out/home-lighthouse-${index}.json`),
          result.report as string,
        );
        const { audits, categories } = result.lhr;
        const resources = (
          audits['resource-summary']?.details as unknown as { items: ResourceRow[] }
        ).items;
        const transfer = (type: string) =>
          kb(resources.find((row) => row.resourceType === type)?.transferSize ?? 0);
        const seconds = (id: string) => Number(((audits[id]?.numericValue ?? 0) / 1000).toFixed(1));
        results.push({
          build: build.name,
          run,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          'FCP s': seconds('first-contentful-paint'),
          'LCP s': seconds('largest-contentful-paint'),
          'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          'transferred KB': transfer('total'),
          'JS KB': transfer('script'),
          'CSS KB': transfer('stylesheet'),
          'load avg': Number(load.toFixed(2)),
        });
      }
    }
    console.table(results);
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => server.stop()));
  }
}
