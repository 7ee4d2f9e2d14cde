/// <reference lib="dom" />
/**
 * The home page on a slow phone (issue 28): the installed Chromium with DevTools' "Slow 4G"
 * profile (562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up) and a 4× slower CPU, both set
 * through CDP, at 390×844. Each run opens the page with nothing cached, scrolls towards the list
 * as soon as anything shows, and notes when the first statement of the ranked list is readable
 * and when the map's markers are shown; then it opens the page again in the same browser context
 * (HTTP cache kept, and whatever the first visit installed) for the second visit's first
 * statement. A shared link (`/?statement=ID`) is opened cold too, for its detail. Prints every
 * run and the medians.
 *
 * No request is routed in the page: Playwright's routing switches the HTTP cache off. Needs
 * `npm run build` first (and, for `--phone-baseline`, a built baseline checkout, run alternately).
 */
import path from 'node:path';
import os from 'node:os';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { serve } from './home.ts';

const root = path.resolve(import.meta.dirname, '..');

/** DevTools' "Slow 4G" preset, in CDP's units (bytes per second). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1000 * 1000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;
/** The phone: 390×844 at 3× with touch, reading Japanese. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  locale: 'ja-JP',
};
/** A run that has not seen what it waits for by then is reported as not done. */
const GIVE_UP_MS = 60_000;

interface Marks {
  /** Anything painted with text: when the probe starts scrolling. */
  content?: number;
  /** The first statement's title in the viewport, not hidden. */
  statement?: number;
  /** A marker of the map's on the page. */
  markers?: number;
}

/**
 * Runs in the page before its own scripts, every 50 ms until it has seen everything: finds the
 * awaited title as any visible element's own text (XPath, so the page's code is not involved),
 * scrolls towards the list like a reader (to the title once it exists, else to the page's end),
 * and stamps each first sighting with the next animation frame's time since navigation start.
 */
function probe({ title, wantMarkers }: { title: string; wantMarkers: boolean }) {
  const marks: Marks = {};
  (window as unknown as { __phoneMarks: Marks }).__phoneMarks = marks;
  const literal = title.includes('"') ? `'${title}'` : `"${title}"`;
  const stamp = (key: keyof Marks) => {
    if (marks[key] === undefined) requestAnimationFrame((time) => (marks[key] ??= time));
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) > 0
    );
  };
  const check = () => {
    const body = document.body;
    if (body && marks.content === undefined && body.textContent?.trim()) stamp('content');
    if (body && marks.content !== undefined) {
      const found = document.evaluate(
        `//body//*[contains(normalize-space(text()), ${literal})]`,
        document,
        null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
        null,
      );
      let title: Element | undefined;
      for (let index = 0; index < found.snapshotLength; index++) {
        const element = found.snapshotItem(index) as Element;
        if (element.closest('[role="dialog"]') === null && element.getClientRects().length > 0) {
          title = element;
          break;
        }
      }
      if (title) {
        if (visible(title)) stamp('statement');
        else title.scrollIntoView({ block: 'center' });
      } else {
        scrollTo(0, document.documentElement.scrollHeight);
      }
    }
    if (wantMarkers && document.querySelector('.leaflet-marker-icon')) stamp('markers');
    if (marks.statement === undefined || (wantMarkers && marks.markers === undefined))
      setTimeout(check, 50);
  };
  check();
}

/** The same, for a shared link: the statement's title inside its detail dialog. */
function detailProbe({ title }: { title: string }) {
  const marks: { detail?: number } = {};
  (window as unknown as { __phoneMarks: typeof marks }).__phoneMarks = marks;
  const check = () => {
    const dialogs = document.querySelectorAll('[role="dialog"]');
    for (const dialog of Array.from(dialogs)) {
      const box = dialog.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && dialog.textContent?.includes(title)) {
        requestAnimationFrame((time) => (marks.detail ??= time));
        return;
      }
    }
    setTimeout(check, 50);
  };
  check();
}

/**
 * A probe as the page's first script. tsx names functions through an `__name` helper that the
 * page does not have: the script brings a stand-in.
 */
export function initScript<A>(probeFunction: (args: A) => void, args: A) {
  return { content: `var __name = (f) => f; (${String(probeFunction)})(${JSON.stringify(args)});` };
}

export async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function marksOf<T extends object>(page: Page, done: (marks: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const marks = await page
      .evaluate(() => (window as unknown as { __phoneMarks?: object }).__phoneMarks ?? {})
      .catch(() => ({}));
    if (done(marks as T) || Date.now() - started > GIVE_UP_MS) return marks as T;
    await page.waitForTimeout(250);
  }
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? Number.NaN : Math.round(ms / 100) / 10;

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The default list's first statement, as the page will show it (a guest, Japanese). */
async function firstStatement(url: string): Promise<{ id: number; title: string }> {
  const response = await fetch(new URL('/api/statements', url), {
    headers: { 'accept-language': 'ja' },
  });
  const { data } = (await response.json()) as { data: { id: number; title: string }[] };
  const [first] = data;
  if (!first) throw new Error('the demo data has no statement');
  return first;
}

export async function measurePhone(runs: number, baseline?: string) {
  const builds = [{ name: 'this checkout', checkout: root }];
  if (baseline) builds.unshift({ name: 'baseline', checkout: path.resolve(baseline) });
  const servers = await Promise.all(builds.map((build) => serve(build.checkout)));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results: Record<string, string | number>[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const [index, build] of builds.entries()) {
        const { url } = servers[index] as { url: string };
        const first = await firstStatement(url);
        const [loadBefore = 0] = os.loadavg();
        const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
        await context.addInitScript(initScript(probe, { title: first.title, wantMarkers: true }));
        const page = await throttled(context);
        await page.goto(url, { waitUntil: 'commit' });
        const cold = await marksOf<Marks>(
          page,
          (marks) => marks.statement !== undefined && marks.markers !== undefined,
        );
        // A reader comes back later: whatever the first visit keeps (its service worker, say)
        // has had time to settle.
        await page.waitForTimeout(5_000);
        await page.goto(url, { waitUntil: 'commit' });
        const warm = await marksOf<Marks>(page, (marks) => marks.statement !== undefined);
        await context.close();

        const shared = await browser.newContext(PHONE);
        await shared.addInitScript(initScript(detailProbe, { title: first.title }));
        const sharedPage = await throttled(shared);
        await sharedPage.goto(new URL(`/?statement=${first.id}`, url).toString(), {
          waitUntil: 'commit',
        });
        const detail = await marksOf<{ detail?: number }>(
          sharedPage,
          (marks) => marks.detail !== undefined,
        );
        await shared.close();
        const [loadAfter = 0] = os.loadavg();
        results.push({
          build: build.name,
          run,
          'first statement s': seconds(cold.statement),
          'markers s': seconds(cold.markers),
          'second visit s': seconds(warm.statement),
          'shared link detail s': seconds(detail.detail),
          'load avg': Number(((loadBefore + loadAfter) / 2).toFixed(2)),
        });
        console.log(JSON.stringify(results.at(-1)));
      }
    }
    console.table(results);
    const medians = builds.map((build) => {
      const rows = results.filter((row) => row.build === build.name);
      const of = (key: string) => median(rows.map((row) => Number(row[key])));
      return {
        build: build.name,
        runs: rows.length,
        'first statement s': of('first statement s'),
        'markers s': of('markers s'),
        'second visit s': of('second visit s'),
        'shared link detail s': of('shared link detail s'),
        'load avg': of('load avg'),
      };
    });
    console.log('medians:');
    console.table(medians);
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}
