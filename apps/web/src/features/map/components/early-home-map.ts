import { HOME_SHELL_MAP_ATTRIBUTE, type MapTile } from '@iagree/contract';
import { heldFirstMapAnswer } from '../api/get-map-statements';

/**
 * Where React's map frame stands in the shell's place for the whole map part
 * (`statements-map.tsx`): above the summary's row (24 px high) and the stack's gap.
 */
const BELOW_MAP = 'calc(var(--mantine-spacing-xs) + 1.5rem * var(--mantine-scale))';

/**
 * Draws the home map's markers in the shell as soon as Leaflet's code is in, before React's
 * first render of the page, when the page holds the first view's answers (decision 050).
 * React's map takes that Leaflet map over. Settles once it is drawn, or will not be.
 */
export async function drawEarlyHomeMap(tiles: MapTile[]): Promise<void> {
  const place = document.querySelector<HTMLElement>(`[${HOME_SHELL_MAP_ATTRIBUTE}]`);
  const answer = heldFirstMapAnswer(tiles);
  if (!place || !answer) return;
  const points = [
    ...answer.data.map((statement) => ({
      position: { lat: statement.latitude, lng: statement.longitude },
      count: 1,
      pin: true,
    })),
    ...answer.clusters.map((cluster) => ({
      position: { lat: cluster.latitude, lng: cluster.longitude },
      count: cluster.count,
      pin: false,
    })),
  ];
  // Without it (its file not loaded, or Leaflet failing) the map is drawn by React alone, as
  // before: the page's render waits for this, so it never fails.
  await import('@/components/map/leaflet/early-map')
    .then((early) => early.drawEarlyMap(place, points, BELOW_MAP))
    .catch(() => undefined);
}
