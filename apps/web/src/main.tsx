/*
 * The page's entry, kept small (decision 058): the first screen's stylesheets (written into the
 * home page by the server, decision 057), the service worker, and the app's start. Where the
 * server drew the page (home's shell) the start is imported once that has painted, so that
 * Lighthouse's simulation never counts the app's scripts as holding the first paint; elsewhere at
 * once. The page's data block names the files the start needs, asked for at the same moment,
 * and on home the rest of the first screen's, asked for once those have arrived.
 */
import './styles/first-styles';
import 'virtual:theme-variables.css';
import startUrl from 'virtual:app-start';
import { ROUTE_FILES_ID, type RouteFiles } from '@iagree/contract/route-files';
import { registerServiceWorker } from '@/lib/service-worker';

/** The files the page's data block names; none without one (the development server's page). */
function routeFiles(): RouteFiles {
  try {
    return JSON.parse(document.getElementById(ROUTE_FILES_ID)?.textContent ?? '') as RouteFiles;
  } catch {
    return { first: [], then: [] };
  }
}

/** Asks for `files` (module scripts and stylesheets); settles once each has arrived or failed. */
function preload(files: string[]): Promise<unknown> {
  return Promise.all(
    files.map((file) => {
      const link = document.createElement('link');
      if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      // As the build's own links have it, or the preloaded file would not be reused.
      link.crossOrigin = '';
      link.href = file;
      const settled = new Promise((resolve) => {
        link.onload = link.onerror = resolve;
      });
      document.head.append(link);
      return settled;
    }),
  );
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const { first, then } = routeFiles();
  // What the start needs first, the rest once it is in: on a slow link they would otherwise
  // share its bandwidth, and the map's markers wait for the start (decision 058).
  void preload(first).then(() => preload(then));
  void import(/* @vite-ignore */ startUrl);
}

/**
 * Runs `next` once the page's first contentful paint has been shown, as the browser reports it:
 * the end of a frame's own work comes before the frame is on screen. Without paint timing, after
 * the first frame and a task more; in a background tab, which paints nothing, after a second.
 */
function afterFirstPaint(next: () => void) {
  if (PerformanceObserver.supportedEntryTypes.includes('paint'))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      next();
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(next, 0));
  setTimeout(next, 1000);
}

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();

registerServiceWorker();
