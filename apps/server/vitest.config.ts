import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each test file copies it (src/test/database.ts).
    globalSetup: ['src/test/database-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
