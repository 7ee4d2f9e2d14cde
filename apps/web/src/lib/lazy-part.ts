// eslint-disable-next-line no-restricted-imports -- the one place that calls React's lazy
import { type ComponentType, lazy } from 'react';

/**
 * A part of the app loaded on demand (React's `lazy`) that renders once the Mantine styles no
 * first screen needs have arrived too: they are kept out of the stylesheet that blocks the first
 * paint (decision 022), and a part shown before them would flash unstyled.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), import('@/styles/later-styles')]);
    return { default: component };
  });
}
