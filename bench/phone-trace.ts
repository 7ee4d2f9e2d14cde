/// <reference lib="dom" />
/**
 * Where a slow phone's time goes (issue 28): one cold visit of `/` in bench/phone.ts's
 * conditions (Slow 4G, 4× CPU, 390×844), printed as a waterfall — each request's start, first
 * byte and end, from the page's own request — with the page's long tasks and when the shell
 * went (React's first commit), the map's frame, Leaflet's container, its first tile and its first
 * marker appeared. `npm run bench -- --only phone-trace [--phone-runs N]`; needs `npm run build`.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serve } from './home.ts';
import { initScript, PHONE, throttled } from './phone.ts';

interface Trace {
  /** ms since navigation start. */
  marks: Record<string, number>;
  /** [start, duration] in ms. */
  tasks: [number, number][];
}

/** In the page before its scripts: long tasks, and each thing's first sighting every 20 ms. */
function watch() {
  const trace: Trace = { marks: {}, tasks: [] };
  (window as unknown as { __trace: Trace }).__trace = trace;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      trace.tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  const sightings: [string, () => boolean][] = [
    ['shell', () => document.querySelector('[data-home-shell]') !== null],
    [
      'shell gone (React)',
      () => trace.marks.shell !== undefined && document.querySelector('[data-home-shell]') === null,
    ],
    // The map drawn in the shell (decision 050) has the frame's class too.
    ['map frame', () => document.querySelector('.iagree-map') !== null],
    ["React's map frame", () => document.querySelector('.iagree-map[role="region"]') !== null],
    ['Leaflet', () => document.querySelector('.leaflet-container') !== null],
    ['first tile', () => document.querySelector('.leaflet-tile') !== null],
    ['first marker', () => document.querySelector('.leaflet-marker-icon') !== null],
  ];
  const done = () =>
    sightings.every(([name]) => name === 'first tile' || trace.marks[name] !== undefined);
  const check = () => {
    for (const [name, seen] of sightings)
      if (trace.marks[name] === undefined && seen())
        trace.marks[name] = Math.round(performance.now());
    if (!done()) setTimeout(check, 20);
  };
  check();
}

interface Row {
  url: string;
  sent: number;
  response?: number;
  done?: number;
  bytes?: number;
  priority: string;
}

export async function tracePhone(runs: number) {
  const root = path.resolve(import.meta.dirname, '..');
  const server = await serve(root);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext(PHONE);
      await context.addInitScript(initScript(watch, undefined));
      const page = await throttled(context);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const rows = new Map<string, Row>();
      let start: number | undefined;
      cdp.on('Network.requestWillBeSent', (event) => {
        start ??= event.timestamp;
        rows.set(event.requestId, {
          url: event.request.url.replace(server.url, '/'),
          sent: event.timestamp,
          priority: event.request.initialPriority,
        });
      });
      cdp.on('Network.responseReceived', (event) => {
        const row = rows.get(event.requestId);
        if (row) row.response = event.timestamp;
      });
      cdp.on('Network.loadingFinished', (event) => {
        const row = rows.get(event.requestId);
        if (row) Object.assign(row, { done: event.timestamp, bytes: event.encodedDataLength });
      });
      const [loadBefore = 0] = os.loadavg();
      await page.goto(server.url, { waitUntil: 'commit' });
      const began = Date.now();
      let trace: Trace = { marks: {}, tasks: [] };
      const seen = () =>
        trace.marks['first marker'] !== undefined && trace.marks["React's map frame"] !== undefined;
      while (!seen() && Date.now() - began < 60_000) {
        await page.waitForTimeout(250);
        trace = await page
          .evaluate(() => (window as unknown as { __trace: Trace }).__trace)
          .catch(() => trace);
      }
      await context.close();
      const at = (time?: number) =>
        time === undefined || start === undefined ? '—' : `${(time - start).toFixed(2)} s`;
      console.log(
        `run ${run}, load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0]?.toFixed(2)}`,
      );
      console.table(
        [...rows.values()].map((row) => ({
          sent: at(row.sent),
          'first byte': at(row.response),
          done: at(row.done),
          KB: Math.round((row.bytes ?? 0) / 1024),
          priority: row.priority,
          url: row.url.slice(0, 100),
        })),
      );
      console.table(
        Object.entries(trace.marks).map(([name, ms]) => ({
          name,
          at: `${(ms / 1000).toFixed(2)} s`,
        })),
      );
      console.log(
        'long tasks (start s: ms):',
        trace.tasks.map(([begin, ms]) => `${(begin / 1000).toFixed(2)}: ${ms}`).join(', '),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
