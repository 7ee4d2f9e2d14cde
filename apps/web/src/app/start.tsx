/*
 * The app's start: the page's entry (`main.tsx`) imports it once the home page's shell has painted,
 * at once on any other page (decision 058).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HomeMain } from '@/app/home/home-page';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { getMapStatementsEarly } from '@/features/map/api/get-map-statements';
import { drawEarlyHomeMap } from '@/features/map/components/early-home-map';
import { measureHomeMapView } from '@/features/map/components/first-map-view';
import { initI18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The home page's static shell (decision 021) is already painted, so this render is not what
// the user waits for: in a transition it yields to the browser instead of one long task.
const render = () => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
};

// On home the shell shows the list's first cards: React's first commit, which replaces it, waits
// for the page under the heading, so that they never give way to a skeleton (decision 025). Home
// renders as well when that part fails (its error shows as it would have), and every other page
// at once.
if (window.location.pathname === paths.home) {
  // The map's first tiles, asked for now rather than once Leaflet has started (decision 025): an
  // address naming nothing but a shared statement shows everything on the map. Its markers are
  // drawn in the shell once Leaflet is in (decision 050), before the page under the heading is
  // run and rendered: its files are there by then (the page announces them), its run and render
  // take seconds on a slow phone.
  const first = measureHomeMapView();
  const params = new URLSearchParams(window.location.search);
  let early = Promise.resolve();
  if (first && [...params.keys()].every((name) => name === 'statement')) {
    getMapStatementsEarly(first.tiles);
    early = drawEarlyHomeMap(first.tiles);
  }
  void early.then(() => HomeMain.preload().then(render, render));
} else render();
