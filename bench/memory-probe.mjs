/**
 * Preloaded into the measured server by `bench/uploads.ts --uploads-probe` (`--import`, with
 * `--expose-gc`): on SIGUSR2 it prints what the process holds, before and after a full garbage
 * collection — V8's heap, the ArrayBuffers and other memory outside it, and the RSS; what the
 * RSS has beyond those is the allocator's (glibc's arenas) and native code's. With
 * `PROBE_SNAPSHOT=<folder>` it also writes a heap snapshot there (Chrome's Memory tab reads it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const MB = 1024 * 1024;

function report(label) {
  const usage = process.memoryUsage();
  const anonymous = /Anonymous:\s+(\d+)/.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'));
  const figures = {
    rss: usage.rss,
    anonymous: Number(anonymous?.[1] ?? 0) * 1024,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
  };
  const mb = Object.entries(figures).map(([name, bytes]) => `${name} ${Math.round(bytes / MB)}`);
  console.error(`memory probe (MB), ${label}: ${mb.join(', ')}`);
}

process.on('SIGUSR2', () => {
  report('as it is');
  globalThis.gc?.();
  report('after a full GC');
  const folder = process.env.PROBE_SNAPSHOT;
  if (folder)
    console.error(
      `heap snapshot: ${v8.writeHeapSnapshot(path.join(folder, `${Date.now()}.heapsnapshot`))}`,
    );
});
