import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { threadId } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';

/** Entries bundled by this module instance, by source file. */
const bundled = new Map<string, URL>();

/**
 * The JavaScript file that a worker thread or process runs for `source`, a TypeScript entry.
 * The bundle has `<name>.js` beside main.js (scripts/build.mjs). From the sources (tsx, Vitest)
 * the entry is bundled on its first start, as the build bundles it, under node_modules/.cache:
 * the thread or process then starts on plain JavaScript in ~0.4 s, where loading tsx's hooks
 * and compiling the sources on the fly took ~1.3 s (each start of a test's analysis thread).
 */
export function workerEntry(source: URL): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL(source.href.replace(/\.ts$/, '.js'));
  const done = bundled.get(source.href);
  if (done) return done;
  const server = new URL('../../', import.meta.url);
  const pkg = JSON.parse(readFileSync(new URL('package.json', server), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // Inside the server's folder, so that the npm packages left out resolve as from the sources.
  const folder = new URL('node_modules/.cache/worker-entries/', server);
  mkdirSync(folder, { recursive: true });
  const name = basename(source.pathname, '.ts');
  const file = new URL(`${name}.mjs`, folder);
  const aside = new URL(`${name}.${process.pid}.${threadId}.tmp`, folder);
  // Required when first used, and only from the sources: esbuild is a development tool, absent
  // where the bundle runs (a static import would also pull it into the bundle).
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  esbuild.buildSync({
    entryPoints: [fileURLToPath(source)],
    outfile: fileURLToPath(aside),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // As the build: workspace packages are TypeScript sources, bundled; npm's stay outside.
    external: Object.keys(pkg.dependencies).filter((dep) => !dep.startsWith('@iagree/')),
    logLevel: 'warning',
  });
  // Files running side by side may bundle the same entry: each replaces the file whole.
  renameSync(aside, file);
  bundled.set(source.href, file);
  return file;
}
