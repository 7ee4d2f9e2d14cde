import { defineConfig } from 'vitest/config';

/**
 * The cluster test: two built servers behind HAProxy on PostgreSQL, Redis and a local S3.
 * Not part of `npm test` (it needs those services and a build); `.ci/run` runs it with
 * `npx vitest run -c e2e/cluster/vitest.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
