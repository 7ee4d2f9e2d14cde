import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { baseURL } from './support/ports.ts';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Generous: CI's two shared cores run the server, the browser and the tests, and a home page
  // there takes seconds to show its map (list, lazy map chunk, idle wait, answer). On a slower
  // machine two workers made the map take over 15 s under each other's load, so CI runs one.
  timeout: 60_000,
  expect: { timeout: ci ? 30_000 : 15_000 },
  fullyParallel: false,
  workers: ci ? 1 : 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: ci
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (decision 025): a test's page.route
    // cannot see what it answers, and a test must start with nothing kept from another.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/launch.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/mcategories`,
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
