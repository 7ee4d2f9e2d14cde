import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { themeVariables } from './build/theme-variables.ts';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), themeVariables(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
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
    // part (decision 023). The server announces the home page's chunks itself, from the
    // manifest, at the end of that page's body (decision 025).
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Only the pages that show a map load it.
            {
              name: 'leaflet',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
            },
            // Libraries every page needs at start. Mantine is left to Rolldown's automatic
            // splitting: one chunk of every component made the home page load the date picker.
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify)[\\/]/,
            },
            // The forms' checks only: answers are not checked in production (decision 016).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
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
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering Mantine in jsdom is CPU-bound: leave room for a busy CI machine.
    testTimeout: 20_000,
  },
});
