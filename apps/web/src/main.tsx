/*
 * The page's entry, kept small (decision 058): the first screen's stylesheets (written into the
 * home page by the server, decision 057), the service worker, and the app's start. Where the
 * server drew the page (home's shell) the start is imported once that has painted, so that
 * Lighthouse's simulation never counts the app's scripts as holding the first paint; elsewhere at
 * once. The page's data block names the files the start needs, asked for at the same moment.
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
    return { scripts: [], styles: [] };
  }
}

/** Asks for `files` at low priority, so that none waits for the chunk importing it. */
function preload(files: RouteFiles) {
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    // As the build's own links have it, or the preloaded file would not be reused.
    element.crossOrigin = '';
    element.fetchPriority = 'low';
    element.href = href;
    document.head.append(element);
  };
  for (const file of files.scripts) link('modulepreload', file);
  for (const file of files.styles) link('preload', file, 'style');
}

let started = false;
function start() {
  if (started) return;
  started = true;
  preload(routeFiles());
  void import(/* @vite-ignore */ startUrl);
}

if (document.getElementById('root')?.hasChildNodes()) {
  // After the first frame, and a task more so that its paint is done; a background tab, which
  // runs no frames, starts after a second anyway.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
} else start();

registerServiceWorker();
