import { startTransition, useEffect, useState } from 'react';

/** Cards committed when the list starts showing; the rest follow this many at a time. */
const FIRST = 2;
const STEP = 2;

/**
 * The rows to render now: none until `start` (the list has come near the screen), then the
 * first few at once and the rest a few per transition. Ten full cards committed in one go held a
 * phone's main thread for over a second after the answer arrived (Lighthouse's TBT); in small
 * commits the browser paints and handles input in between. Rows already shown stay shown, so a
 * new filter or View more is never cut back.
 */
export function useRevealedRows<Row>(rows: readonly Row[], start: boolean): readonly Row[] {
  const [limit, setLimit] = useState(FIRST);
  const more = start && rows.length > limit;
  useEffect(() => {
    if (more) startTransition(() => setLimit((shown) => shown + STEP));
  }, [more, limit]);
  if (!start) return [];
  return more ? rows.slice(0, limit) : rows;
}
