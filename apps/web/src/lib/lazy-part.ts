// eslint-disable-next-line no-restricted-imports -- the one place that calls React's lazy
import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A part of the app loaded on demand (React's `lazy`) that renders once the Mantine styles no
 * first screen needs have arrived too: they are kept out of the stylesheet that blocks the first
 * paint (decision 022), and a part shown before them would flash unstyled.
 *
 * `preload()` starts loading before the part renders; once it has loaded, the part renders at
 * once, without suspending (the home page's first render waits for its part: decision 025).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('@/styles/later-styles')]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may be asked for again (React's lazy, below, shows the error).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Chosen once per place in the tree: switching would mount the part anew.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Part, { preload });
}
