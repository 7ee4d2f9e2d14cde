import { expect, type Page, test } from '@playwright/test';
import { COOKIES } from '@iagree/contract';
import { showList } from './support/list.ts';
import { noTiles } from './support/map.ts';
import { baseURL } from './support/ports.ts';

/** Where the first screen's parts are: the breadcrumb row, the h1 and the intro under it. */
function boxes(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('h1');
    return [h1?.parentElement?.previousElementSibling, h1, h1?.nextElementSibling].map((el) => {
      const box = el?.getBoundingClientRect();
      return box && [box.x, box.y, box.width, box.height];
    });
  });
}

// Decision 021: React's first screen replaces the static shell without moving anything, and
// the intro keeps its size (so that the shell's paint stays the page's LCP).
test.describe('the home static shell', () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ])
    for (const locale of ['ja', 'en'])
      test(`is where React's page is (${viewport.width} px, ${locale})`, async ({ browser }) => {
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: COOKIES.locale, value: locale, url: baseURL }]);
        const page = await context.newPage();

        await page.route('**/*.js', (route) => route.abort());
        await page.goto('/');
        await expect(page.locator('[data-home-shell] h1')).toBeVisible();
        const shell = await boxes(page);

        await page.unrouteAll();
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[data-home-shell]')).toHaveCount(0);
        expect(await boxes(page)).toEqual(shell);
        await context.close();
      });
});

// Decision 025: a guest's home page carries the list's first page, drawn in the shell before any
// script runs, and the page's code takes it from there instead of asking for it.
test('a guest’s page carries its first list page: cards before any script, no call for them', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  const shellTitle = page.locator('[data-home-shell] .home-shell-card-title').first();
  await expect(shellTitle).toBeVisible();
  const title = (await shellTitle.textContent()) ?? '';
  expect(title).not.toBe('');

  await page.unrouteAll();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  await page.goto('/');
  const list = await showList(page);
  await expect(list.getByRole('article').first()).toContainText(title);
  expect(calls.filter((call) => /^\/api\/(config|mcategories|statements\?)/.test(call))).toEqual(
    [],
  );
});

// Decision 025: the page measures the shell's place for the map and asks for the map's first
// tiles (decision 042) before the map's code has come; the map's own tiles, once Leaflet has
// started, are the same ones, so it asks for none a second time (at rest, after its 300 ms wait,
// nothing is left to load). Decision 045: the tile at the map's centre, which every width shows,
// comes in the page, so nobody asks for it; a phone's view needs no other.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`the page asks for the map’s first tiles itself, the map for none a second time (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await noTiles(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/map/statements') calls.push(url.search);
    });
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: '投稿の地図' }).locator('.iagree-pin').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).not.toContain(
      '?top_x=139.570313&top_y=35.746512&bottom_x=139.921875&bottom_y=35.46067&range=all',
    );
    if (viewport.width === 390) expect(calls).toEqual([]);
    expect(new Set(calls).size).toBe(calls.length);
    await context.close();
  });

// Decision 025: a shared link's statement is drawn over the shell before any script runs.
test('a shared link’s statement shows in the shell before any script, then in React’s dialog', async ({
  page,
}) => {
  const answer = await page.request.get('/api/statements');
  const [statement] = (await answer.json()).data as Array<{ id: number; title: string }>;
  if (!statement) throw new Error('the demo data has no statements');
  const { id, title } = statement;
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`/?statement=${id}`);
  const shellDialog = page.locator('[data-home-shell] [role="dialog"]');
  await expect(shellDialog).toBeVisible();
  await expect(shellDialog).toContainText(title);

  await page.unrouteAll();
  await page.goto(`/?statement=${id}`);
  const dialog = page.getByRole('dialog', { name: '声の詳細' });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('[data-home-shell]')).toHaveCount(0);
});

// Decision 050: the page draws the map's markers in the shell as soon as Leaflet's code is in,
// before React's page (held back here); React's map takes that same Leaflet map where it stood,
// and its markers replace the shell's: never both, never a second map.
test('the map is drawn in the shell before React’s page, and React’s map takes it over (390 px)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await noTiles(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-main-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const early = page.locator('[data-home-shell] .leaflet-container');
  await expect(early.locator('.iagree-pin').first()).toBeVisible();
  const markers = await early.locator('.leaflet-marker-icon').count();
  const place = await early.boundingBox();
  await early.evaluate((container) => (container.dataset.early = 'yes'));

  release();
  const region = page.getByRole('region', { name: '投稿の地図' });
  await expect(region.locator('.leaflet-marker-icon.leaflet-interactive').first()).toBeVisible();
  await expect(region.locator('.leaflet-container[data-early="yes"]')).toHaveCount(1);
  await expect(page.locator('.leaflet-container')).toHaveCount(1);
  await expect(region.locator('.leaflet-marker-icon:not(.leaflet-interactive)')).toHaveCount(0);
  await expect(region.locator('.leaflet-marker-icon')).toHaveCount(markers);
  // Where it stood, within the pixel the shell's heights are rounded to (decision 025).
  const adopted = await region.locator('.leaflet-container').boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((adopted?.[side] ?? NaN) - (place?.[side] ?? NaN))).toBeLessThanOrEqual(1);
  await expect(region.locator('.leaflet-container')).toHaveAttribute('tabindex', '0');
  await context.close();
});

// Decision 057: the entry's stylesheet comes in the home page's head. Its link stays, disabled,
// for the lazy parts' loader, should it list it among a part's stylesheets (it did before
// decision 058): nobody asks for it, and it is never applied a second time after the later styles.
test('the home page carries its own stylesheet: no request for it, none added by the map', async ({
  page,
}) => {
  await noTiles(page);
  const sheets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.css')) sheets.push(url.pathname);
  });
  await page.goto('/');
  const region = page.getByRole('region', { name: '投稿の地図' });
  await expect(region.locator('.leaflet-marker-icon.leaflet-interactive').first()).toBeVisible();
  // Styled by it: Mantine's AppShell puts the header on top of the page.
  await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
  expect(sheets.length).toBeGreaterThan(0);
  const entry = page.locator('head link[rel="stylesheet"][disabled]');
  await expect(entry).toHaveCount(1);
  const href = (await entry.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/assets\/index-.+\.css$/);
  expect(sheets).not.toContain(href);
  await expect(page.locator(`link[href="${href}"]`)).toHaveCount(1);
});

// Decision 058: the home page's entry asks for the app only once the shell has painted, with the
// files the page's data block names first, then the rest once those have arrived.
test('the home page asks for the app once its shell has painted, with every file it names', async ({
  page,
}) => {
  await noTiles(page);
  await page.goto('/');
  const region = page.getByRole('region', { name: '投稿の地図' });
  await expect(region.locator('.leaflet-marker-icon.leaflet-interactive').first()).toBeVisible();
  const { paint, first, then, asked } = await page.evaluate(() => {
    const block = document.getElementById('route-files')?.textContent ?? '{}';
    const files = JSON.parse(block) as { first: string[]; then: string[] };
    const named = [...files.first, ...files.then];
    const requests = performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      at: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    }));
    return {
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
      ...files,
      asked: requests.filter((request) => named.includes(request.path)),
    };
  });
  expect(first[0]).toMatch(/^\/assets\/start-/);
  expect(first.some((file) => file.startsWith('/assets/leaflet-'))).toBe(true);
  expect(then.some((file) => file.startsWith('/assets/home-main-'))).toBe(true);
  expect(asked.map((request) => request.path).sort()).toEqual([...first, ...then].sort());
  for (const request of asked) expect(request.at, request.path).toBeGreaterThan(paint);
  // The rest once the start's files have arrived.
  const stage = (files: string[]) => asked.filter((request) => files.includes(request.path));
  const firstDone = Math.max(...stage(first).map((request) => request.end));
  for (const request of stage(then)) expect(request.at, request.path).toBeGreaterThan(firstDone);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(
    [...first, ...then].filter((file) => file.endsWith('.js')).length,
  );
});

test('any other page names the app’s start and what it imports, and asks for them', async ({
  page,
}) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { named, asked } = await page.evaluate(() => {
    const block = document.getElementById('route-files')?.textContent ?? '{"first":[]}';
    return {
      named: (JSON.parse(block) as { first: string[] }).first,
      asked: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    };
  });
  expect(named[0]).toMatch(/^\/assets\/start-/);
  expect(named.some((file) => file.startsWith('/assets/initial-'))).toBe(true);
  for (const file of named) expect(asked).toContain(file);
});
