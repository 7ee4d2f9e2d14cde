import { startTransition, useCallback, useState } from 'react';

/**
 * How far beyond the screen's edges an element counts as near: a quarter of the screen's height,
 * so that a reader scrolling at an ordinary pace finds it rendered. On a phone the home page's
 * cards start a screen and a half down, so they do not render with the page (decision 023).
 */
const MARGIN = '25% 0px';

/**
 * Whether the element given to `watch` (as its ref) has come near the screen, or `reveal` was
 * called (focus reached something next to it, say); once true it stays true. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearScreen() {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // What comes near renders in a transition: it yields to the browser instead of one long task.
  const reveal = useCallback(() => startTransition(() => setNear(true)), []);
  // A ref callback, so that whichever element holds the place is watched while it is mounted.
  const watch = useCallback(
    (element: HTMLElement | null) => {
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reveal();
        },
        { rootMargin: MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, reveal],
  );
  return { watch, near, reveal };
}
