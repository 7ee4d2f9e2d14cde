/**
 * The open data files on the whole database (issue 32): the built server streams
 * /api/open-data/statements.csv and .geojson while its memory is sampled, against PostgreSQL's
 * own COPY of the same columns to CSV in the same run (the baseline: what the database alone
 * takes to hand the rows out). Then a repeat with the file's ETag: what a harvester's daily
 * check costs when nothing changed.
 *
 *   npm run build && npm run bench -- --only open-data --database iagree_bench_1a2b3c4d
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBuiltServer, stop } from './http.ts';

const FILES = ['/api/open-data/statements.csv', '/api/open-data/statements.geojson'];
const RSS_SAMPLE_MS = 100;

/** The columns the CSV carries, as PostgreSQL writes them itself. */
const COPY = `\\copy (select s.id, s.title, s.description, s.status, d.name, s.latitude, s.longitude,
  s.agree_count, s.comment_count, s.created_at, greatest(s.updated_at, s.answered_at)
  from statements s left join departments d on d.id = s.department_id
  where s.hidden_at is null order by s.id) to '/dev/null' with csv header`;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Number(line?.[1] ?? 0) / 1024;
};

interface Download {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  etag: string | undefined;
}

function download(url: string, headers: Record<string, string> = {}): Promise<Download> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let firstByteMs = performance.now() - start;
      let bytes = 0;
      res.once('data', () => (firstByteMs = performance.now() - start));
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          firstByteMs,
          totalMs: performance.now() - start,
          bytes,
          etag: res.headers.etag,
        }),
      );
    }).on('error', reject);
  });
}

async function copyMs(databaseUrl: string) {
  const start = performance.now();
  await promisify(execFile)('psql', [databaseUrl, '-q', '-c', COPY]);
  return performance.now() - start;
}

export async function measureOpenData(databaseUrl: string) {
  const work = mkdtempSync(path.join(tmpdir(), 'iagree-open-data-'));
  const { server, url } = await startBuiltServer(databaseUrl, work);
  const rows = [];
  try {
    const pid = server.pid!;
    for (const file of FILES) {
      const baseline = await copyMs(databaseUrl);
      const idle = rssMb(pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), RSS_SAMPLE_MS);
      const load = loadavg()[0]!.toFixed(1);
      const whole = await download(url + file);
      clearInterval(sampler);
      if (whole.status !== 200) throw new Error(`${file} answered ${whole.status}`);
      const again = await download(url + file, { 'if-none-match': whole.etag ?? '' });
      rows.push({
        file: path.basename(file),
        MB: (whole.bytes / 1e6).toFixed(0),
        'first byte ms': Math.round(whole.firstByteMs),
        's whole': (whole.totalMs / 1000).toFixed(1),
        'MB/s': (whole.bytes / 1e3 / whole.totalMs).toFixed(1),
        's COPY (baseline)': (baseline / 1000).toFixed(1),
        'time ÷ COPY': (whole.totalMs / baseline).toFixed(1),
        'RSS idle MB': Math.round(idle),
        'RSS peak MB': Math.round(peak),
        [`304 ms`]: again.status === 304 ? Math.round(again.totalMs) : `answered ${again.status}`,
        load,
      });
    }
  } finally {
    await stop(server);
  }
  console.table(rows);
}
