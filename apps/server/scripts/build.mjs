import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Workspace packages are TypeScript sources: bundle them; everything from npm stays external.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@iagree/'));

await build({
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/cli.ts', out: 'cli' },
    // A thread's own entry, started from main.js by its file name (analysis-thread.ts).
    { in: 'src/modules/consultations/analysis-worker.ts', out: 'analysis-worker' },
    // The image process's entry, forked from main.js by its file name (image-process.ts).
    { in: 'src/adapters/image-worker.ts', out: 'image-worker' },
    // The reading process's entry, forked from main.js by its file name (reading-process.ts).
    { in: 'src/adapters/reading-worker.ts', out: 'reading-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
