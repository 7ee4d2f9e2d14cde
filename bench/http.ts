/**
 * Requests per second of the built server under 64 connections, against a bare Fastify route
 * answering the same bytes without a database, both measured alternately in the same run so
 * that a busy machine slows both alike: the ratio is the figure, the load average its context.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { min, sql } from 'drizzle-orm';
import { COOKIES, STATEMENT_SORTS } from '@iagree/contract';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { createSession } from '../apps/server/src/modules/accounts/sessions/sessions.ts';
import { MAP_SCENARIOS, mapUrl } from './measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtServer = path.join(root, 'apps/server/dist/main.js');
const CONNECTIONS = 64;

export interface HttpOptions {
  databaseUrl: string;
  db: Database;
  /** Seconds of each autocannon run. */
  duration: number;
  /** Runs of each side per scenario, alternating bare and iAgree. */
  rounds: number;
  /** A folder for the built server's CPU profile (node --cpu-prof), or none. */
  profileDir?: string | undefined;
  /** Only the calls whose name contains this text. */
  match?: string | undefined;
}

interface Call {
  name: string;
  url: string;
  /** Logged in: the session cookie rides along. */
  user?: boolean;
  /** As a browser asks: `Accept-Encoding: br`, so both sides send brotli bytes. */
  brotli?: boolean;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: no answer after 60 s`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The calls of issue 13's targets; `detail` is the id of a statement to open. */
function calls(detail: number): Call[] {
  const list: Call[] = [];
  for (const category of [undefined, 1]) {
    for (const sortBy of STATEMENT_SORTS) {
      const query = new URLSearchParams({ sortBy, offset: '0' });
      if (category !== undefined) query.set('category', String(category));
      list.push({
        name: `list ${sortBy}${category ? ', category 1' : ''}`,
        url: `/api/statements?${query}`,
      });
    }
  }
  list.push(
    { name: 'list offset 5000', url: '/api/statements?sortBy=created_at_desc&offset=5000' },
    { name: 'list agree_desc, brotli', url: '/api/statements?sortBy=agree_desc', brotli: true },
    { name: 'list, logged in', url: '/api/statements?sortBy=agree_desc&offset=0', user: true },
    { name: 'statement detail', url: `/api/statements/${detail}` },
    { name: 'statement detail, logged in', url: `/api/statements/${detail}`, user: true },
  );
  for (const scenario of MAP_SCENARIOS.filter((s) => s.range === 'all'))
    list.push({ name: `map ${scenario.name}`, url: mapUrl(scenario) });
  return list;
}

/**
 * CPU seconds (user + system) the processes `pids` have used so far, from /proc: what a call
 * costs in CPU does not depend on how many others share the cores, unlike requests per second.
 */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended: its time is lost to this run's figure, which then reads low.
    }
  }
  return ticks / 100; // USER_HZ, 100 on Linux
}

/** The PostgreSQL backends serving the benchmark database, but the benchmark's own. */
export async function databaseBackends(db: Database): Promise<number[]> {
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

/** A run's rate and p99, and the CPU time the processes `pids` spent on each of its requests. */
async function load(
  url: string,
  headers: Record<string, string>,
  duration: number,
  pids: () => Promise<number[]> = async () => [],
) {
  const processes = await pids();
  const before = cpuSeconds(processes);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    cpuUs: ((cpuSeconds(processes) - before) * 1e6) / Math.max(result.requests.total, 1),
  };
}

const headersOf = (call: Call, cookie: string): Record<string, string> => ({
  ...(call.user && { cookie }),
  ...(call.brotli && { 'accept-encoding': 'br' }),
});

/** What the bare route answers for a URL: bare-server.ts's Answer, the body in base64. */
export interface Answer {
  type: string;
  encoding: string | undefined;
  body: string;
}

export function recordAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        resolve({
          type: res.headers['content-type'] ?? '',
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    request.on('error', reject);
  });
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The built server on `databaseUrl`, listening on a free port; `profileDir` gets its CPU profile. */
export async function startBuiltServer(databaseUrl: string, work: string, profileDir?: string) {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: npm run build first`);
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), builtServer],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: work,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        // Behind the site's proxy, as deployed: a crowd's requests carry their own addresses.
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/config`, server);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { server, url };
}

/** bare-server.ts answering the recorded `answers`, once it answers `probe`. */
export async function startBareServer(
  answers: Record<string, Answer>,
  work: string,
  probe: string,
) {
  const answersFile = path.join(work, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const port = await freePort();
  const bare = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/bare-server.ts'), answersFile, String(port)],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url + probe, bare);
  return { bare, url };
}

export async function measureHttp(options: HttpOptions) {
  const work = mkdtempSync(path.join(tmpdir(), 'iagree-bench-http-'));
  const [first] = await options.db.select({ id: min(users.id) }).from(users);
  const { token } = await createSession(options.db, first?.id ?? 1);
  const cookie = `${COOKIES.accessToken}=${token}`;

  const { server, url: iagree } = await startBuiltServer(
    options.databaseUrl,
    work,
    options.profileDir,
  );
  let bare: ChildProcess | undefined;
  try {
    const top = (await (await fetch(`${iagree}/api/statements?sortBy=agree_desc`)).json()) as {
      data: { id: number }[];
    };
    const list = calls(top.data[0]?.id ?? 1).filter(
      (call) => !options.match || call.name.includes(options.match),
    );

    // What iAgree answers is what the bare route answers, byte for byte (fetch would decode).
    const answers: Record<string, Answer> = {};
    for (const call of list) {
      answers[call.url] = await recordAnswer(iagree + call.url, headersOf(call, cookie));
    }
    const started = await startBareServer(answers, work, list[0]!.url);
    bare = started.bare;
    const bareUrl = started.url;

    // iAgree's CPU is the server's and its PostgreSQL backends'; the bare route has only itself.
    const iagreePids = async () => [server.pid!, ...(await databaseBackends(options.db))];
    const barePids = async () => [bare!.pid!];
    const loadBefore = loadavg()[0]!;
    const results = [];
    for (const call of list) {
      const headers = headersOf(call, cookie);
      await load(iagree + call.url, headers, 1); // warm-up: plans, caches, JIT
      const ours: { rate: number; p99: number; cpuUs: number }[] = [];
      const base: { rate: number; p99: number; cpuUs: number }[] = [];
      for (let round = 0; round < options.rounds; round++) {
        base.push(await load(bareUrl + call.url, headers, options.duration, barePids));
        ours.push(await load(iagree + call.url, headers, options.duration, iagreePids));
      }
      // Other work on the machine only ever slows a run: each side's best run is the least
      // disturbed measure of what it can do, and the ratio compares those.
      const rate = Math.max(...ours.map((r) => r.rate));
      const bareRate = Math.max(...base.map((r) => r.rate));
      results.push({
        call: call.name,
        KB: +(Buffer.from(answers[call.url]!.body, 'base64').length / 1024).toFixed(1),
        'iAgree req/s': Math.round(rate),
        'bare req/s': Math.round(bareRate),
        ratio: +(rate / bareRate).toFixed(2),
        'iAgree p99 ms': median(ours.map((r) => r.p99)),
        'bare p99 ms': median(base.map((r) => r.p99)),
        'iAgree CPU µs/req': Math.round(median(ours.map((r) => r.cpuUs))),
        'bare CPU µs/req': Math.round(median(base.map((r) => r.cpuUs))),
        load: +loadavg()[0]!.toFixed(2),
      });
      console.log(results.at(-1));
    }
    console.table(results);
    console.log(
      `${CONNECTIONS} connections, ${options.rounds} × ${options.duration} s per side and call ` +
        '(req/s: best run of each side; p99: median of the runs); ' +
        `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after; ${new Date().toISOString()}`,
    );
  } finally {
    if (bare) await stop(bare);
    await stop(server);
  }
}
