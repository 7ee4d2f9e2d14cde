import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appStart } from './build/app-start.ts';
import { homeChunk } from './build/home-chunk.ts';
import { homeShell } from './build/home-shell.ts';
import { precompress } from './build/precompress.ts';
import { themeVariables } from './build/theme-variables.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const home = homeChunk(root, { entry: 'index.html', part: 'src/app/home/home-main.tsx' });
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    themeVariables(),
    appStart(root, 'src/app/start.tsx'),
    precompress(),
    home.plugin,
    homeShell(root, alias),
  ],
  resolve: { alias },
  server: {
    proxy: {
      // /api/password/reset/:token is a page of the app (SPEC §2), not a call.
      '^/api/(?!password/reset/)': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // No <link rel="modulepreload">, in the HTML or inserted by script: each one competed with the
    // stylesheet for the first paint, and the 40-odd a lazy part inserts took one long task. The
    // browser fetches a part's imports as it reads them; stylesheets are still loaded with their
    // part (decision 023). The server names the start's chunks, and on home the first screen's,
    // from the manifest in a data block; the entry asks for them as it starts (decisions 025, 058).
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The home page, where most readers land, in few files: a phone on HTTP/1.1 fetches six
        // at a time, a round trip each, and Rolldown's own splitting made 70 (decision 025).
        codeSplitting: {
          groups: [
            // Only the pages that show a map load it.
            {
              name: 'leaflet',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
            },
            // What the app's start imports, in one file instead of eleven. The page's entry stays
            // small and apart: it imports the start once the shell has painted (decision 058).
            {
              name: 'initial',
              tags: ['$initial'],
              test: home.notEntry,
              priority: -1,
              includeDependenciesRecursively: false,
            },
            // Everything else the page under the heading needs, in one chunk: other pages that
            // share a module load it too (decision 025).
            { name: 'home', test: home.test, includeDependenciesRecursively: false, priority: -2 },
            // zod and the contract's schemas, which only forms need (the build trusts the
            // server's answers, decision 016): one chunk for them, never the home page's.
            { name: 'schemas', test: home.schemas, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Files share the worker's loaded modules (React, Mantine, i18next…) instead of importing
    // them again each: the web tests in half the time. Safe because no file mocks a module and
    // setup-tests.ts resets what is module-wide (handlers, spies, cookies, toasts) after each test.
    isolate: false,
    // As the server's tests (apps/server/vitest.config.ts).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering Mantine in jsdom is CPU-bound: leave room for a busy CI machine.
    testTimeout: 20_000,
  },
});
