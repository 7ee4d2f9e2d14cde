import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each test file gets a copy (src/test/database.ts):
    // on PGlite one the worker loaded before, put back as the template left it.
    globalSetup: ['src/test/database-template.ts'],
    // Files share the worker's loaded modules (Fastify, drizzle, sharp, PGlite…) instead of
    // importing them again each: half the time. Safe because server tests mock no modules and
    // every file builds its own app and database; module state is only caches and counters.
    isolate: false,
    // Worker threads rather than child processes: no process to start per worker and no
    // serializing between them (5 % of the suite's CPU); no test sends the process a signal.
    pool: 'threads',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
