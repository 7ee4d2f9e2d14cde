/**
 * What hostile or heavy uploads cost the built server in memory (issue 30 item 4): its RSS
 * (with its image process's) at rest, at its highest while 30 statements with five
 * 12-megapixel JPEG photos each are posted at once, and while 6 requests each send 10 parts of 15 MB of junk in `images[]`, and a while
 * after each, at idle; each on a newly started server. It makes and drops its own database on
 * the PostgreSQL server of `--url` (PGlite would put the database in the server's own RSS).
 *
 *   npm run build && npm run bench -- --only uploads
 *   npm run bench -- --only uploads --uploads-server apps/server/dist/before/main.js  # another build
 *   npm run bench -- --only uploads --uploads-probe  # and what the server holds (memory-probe.mjs)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_STATEMENT_IMAGES } from '@iagree/contract';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { admin } from './pg-admin.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { createUser, type TestUser } from '../apps/server/src/test/factories.ts';
import { freePort, stop, waitFor } from './http.ts';

const CONCURRENT_POSTS = 30;
const JUNK_REQUESTS = 6;
const JUNK_PARTS = 10;
/** How long the server is left alone before its idle RSS is read. */
const IDLE_SECONDS = 20;
const MB = 1024 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface UploadsOptions {
  /** A PostgreSQL server's URL, where a database of its own is made and dropped. */
  url: string;
  /** The built server to run, from the checkout's root (`apps/server/dist/main.js` unless given). */
  server?: string | undefined;
  port?: number | undefined;
  /**
   * Whether the server tells what it holds at start and at idle (bench/memory-probe.mjs): V8's
   * heap, ArrayBuffers, the rest of the RSS.
   */
  probe?: boolean | undefined;
}

const PROBE = path.join(root, 'bench/memory-probe.mjs');
let probing = false;

/** Asks the server's memory probe to print (after the RSS was read: a full GC changes it). */
async function probe(pid: number) {
  if (!probing) return;
  process.kill(pid, 'SIGUSR2');
  await idle(2);
}

/**
 * The RSS of the server and of the processes it started (the image process, decision 046),
 * together: memory moved to a child is still the machine's.
 */
async function rssOf(pid: number, withChildren = true): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  if (!withChildren) return kb * 1024;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const theirs = await Promise.all(
    children
      .split(' ')
      .filter(Boolean)
      .map((child) => rssOf(Number(child)).catch(() => 0)),
  );
  return theirs.reduce((sum, rss) => sum + rss, kb * 1024);
}

/** Reads the RSS every 50 ms while `work` runs, and tells the highest. */
async function peakWhile<T>(pid: number, work: () => Promise<T>) {
  let peak = await rssOf(pid);
  const timer = setInterval(() => {
    rssOf(pid).then(
      (rss) => (peak = Math.max(peak, rss)),
      () => {},
    );
  }, 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, await rssOf(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const idle = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * A 4000 × 3000 photo-like JPEG: noise at a quarter of the size, enlarged, so it neither
 * compresses away nor passes the 15 MB a file may have.
 */
async function photo(seed: number): Promise<Buffer> {
  const width = 1000;
  const height = 750;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = (state >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(width * 4, height * 4)
    .jpeg({ quality: 90 })
    .toBuffer();
}

function post(url: string, user: TestUser, form: FormData) {
  return fetch(`${url}/api/auth/statements`, {
    method: 'POST',
    headers: user.auth,
    body: form,
  }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    () => 0,
  );
}

const counted = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((all, status) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {}),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

/** Starts the built server on `work`, runs `load` against it, and reads its RSS around it. */
async function scenario(
  server: string,
  databaseUrl: string,
  work: string,
  port: number,
  name: string,
  load: (url: string) => Promise<number[]>,
) {
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      WRITE_RATE_LIMIT: '1000',
      ...(probing ? { NODE_OPTIONS: `--expose-gc --import ${PROBE}` } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/config`, child);
    const pid = child.pid!;
    await idle(2);
    const start = await rssOf(pid);
    await probe(pid);
    const started = performance.now();
    const { result, peak } = await peakWhile(pid, () => load(url));
    const seconds = (performance.now() - started) / 1000;
    await idle(IDLE_SECONDS);
    const end = await rssOf(pid);
    const endAlone = await rssOf(pid, false);
    await probe(pid);
    return {
      scenario: name,
      'start (MB)': Math.round(start / MB),
      'peak (MB)': Math.round(peak / MB),
      'growth (MB)': Math.round((peak - start) / MB),
      [`idle ${IDLE_SECONDS} s later (MB)`]: Math.round(end / MB),
      'of it children (MB)': Math.round((end - endAlone) / MB),
      s: seconds.toFixed(1),
      answers: counted(result),
    };
  } finally {
    await stop(child);
  }
}

export async function measureUploads(options: UploadsOptions) {
  probing = options.probe ?? false;
  const server = path.resolve(root, options.server ?? 'apps/server/dist/main.js');
  const work = await mkdtemp(path.join(tmpdir(), 'iagree-bench-uploads-'));
  const name = `iagree_bench_uploads_${randomBytes(4).toString('hex')}`;
  await admin(options.url, `CREATE DATABASE ${name}`);
  const url = new URL(options.url);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  try {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const users: TestUser[] = [];
    try {
      await prepareDatabase(handle);
      for (let i = 0; i < CONCURRENT_POSTS; i++) users.push(await createUser(handle.db));
    } finally {
      await handle.close();
    }
    const photos = await Promise.all(
      Array.from({ length: MAX_STATEMENT_IMAGES }, (_, i) => photo(i + 1)),
    );
    const junk = new Blob([new Uint8Array(MAX_IMAGE_BYTES).fill(7)]);
    const port = options.port ?? (await freePort());
    const load = [
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    ];

    const posts = await scenario(
      server,
      databaseUrl,
      work,
      port,
      `${CONCURRENT_POSTS} posts × ${photos.length} photos of 12 MP`,
      (url) =>
        Promise.all(
          users.map((user, i) => {
            const form = new FormData();
            form.append('title', `写真つきの投稿 ${i}`);
            form.append('description', `ベンチマークの投稿です（${i}）`);
            for (const bytes of photos)
              form.append('images[]', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
            return post(url, user, form);
          }),
        ),
    );
    load.push(
      `after the posts: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const hostile = await scenario(
      server,
      databaseUrl,
      work,
      port,
      `${JUNK_REQUESTS} requests × ${JUNK_PARTS} parts of 15 MB`,
      (url) =>
        Promise.all(
          Array.from({ length: JUNK_REQUESTS }, (_, i) => {
            const form = new FormData();
            form.append('title', `ごみ ${i}`);
            form.append('description', 'ごみ');
            for (let part = 0; part < JUNK_PARTS; part++) form.append('images[]', junk, 'junk.png');
            return post(url, users[i]!, form);
          }),
        ),
    );
    load.push(
      `after the parts: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`server ${path.relative(root, server)}`);
    console.table([posts, hostile]);
    console.log(load.join('; '));
  } finally {
    await rm(work, { recursive: true, force: true });
    await admin(options.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
