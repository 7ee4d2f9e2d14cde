import { expect, test } from '@playwright/test';

const ASSETS = 'iagree-assets-v1';
const pathOf = (url: string) => new URL(url).pathname;

// Decision 025: the production build's service worker keeps the app's hashed files, answers
// pages from the network, and leaves the API and media to the network and the HTTP cache.
test('keeps the app’s files and leaves the API to the network; the app is installable', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '',
  );
  expect(pathOf(entry)).toMatch(/^\/assets\/.+\.js$/);
  // Loaded before the worker was there, and kept since (the page handed it the address).
  await expect
    .poll(() =>
      page.evaluate(
        async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
        ASSETS,
      ),
    )
    .toContain(entry);

  // Every file this load fetched is kept before the next visit (the worker may still be
  // copying them when the entry is there).
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/assets/')),
  );
  await expect
    .poll(async () => {
      const kept = await page.evaluate(
        async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
        ASSETS,
      );
      return loaded.filter((address) => !kept.includes(address));
    })
    .toEqual([]);
  // Without Chromium's memory and HTTP caches a file not answered by the worker would be a
  // request to the server: a reload in the same renderer may otherwise take files from memory.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });

  const answered: { path: string; byWorker: boolean }[] = [];
  page.on('response', (response) =>
    answered.push({ path: pathOf(response.url()), byWorker: response.fromServiceWorker() }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => fetch('/api/config').then((response) => response.ok));
  const assets = answered.filter(({ path }) => path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter(({ byWorker }) => !byWorker)).toEqual([]);
  expect(answered.filter(({ path }) => path === '/api/config')).toEqual([
    { path: '/api/config', byWorker: false },
  ]);

  // The web manifest and its icons.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await context.close();
});
