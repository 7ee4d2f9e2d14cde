import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // As the server's tests (apps/server/vitest.config.ts): plain functions and schemas, no
    // module state; a child process started per file cost more than its tests.
    isolate: false,
    pool: 'threads',
  },
});
