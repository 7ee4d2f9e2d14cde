import { startTransition, useEffect, useState } from 'react';

/** Cards committed with the list's answer; the rest follow this many at a time. */
const FIRST = 2;
const STEP = 2;

/**
 * The rows to render now: the first few at once, the rest a few per transition. Ten full cards
 * committed in one go held a phone's main thread for over a second after the answer arrived
 * (Lighthouse's TBT); in small commits the browser paints and handles input in between.
 * Rows already shown stay shown, so a new filter or View more is never cut back.
 */
export function useRevealedRows<Row>(rows: readonly Row[]): readonly Row[] {
  const [limit, setLimit] = useState(FIRST);
  const more = rows.length > limit;
  useEffect(() => {
    if (more) startTransition(() => setLimit((shown) => shown + STEP));
  }, [more, limit]);
  return more ? rows.slice(0, limit) : rows;
}
