import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { createAppTheme, cssVariablesResolver } from '../src/app/theme.ts';

const ID = 'virtual:theme-variables.css';
const RESOLVED = `\0${ID}`;

type Variables = ReturnType<typeof defaultCssVariablesResolver>;
type Group = keyof Variables;

/** What MantineProvider writes into the page: the theme's variables that differ from Mantine's. */
export function themeVariablesCss(): string {
  // The close label only names buttons; it sets no variable.
  const theme = mergeMantineTheme(DEFAULT_THEME, createAppTheme(''));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const own = defaultCssVariablesResolver(theme);
  const overrides = cssVariablesResolver(theme);
  const changed = (group: Group) =>
    Object.fromEntries(
      Object.entries({ ...own[group], ...overrides[group] }).filter(
        ([name, value]) => defaults[group][name as `--${string}`] !== value,
      ),
    );
  return convertCssVariables(
    { variables: changed('variables'), light: changed('light'), dark: changed('dark') },
    ':root',
  );
}

/**
 * `virtual:theme-variables.css`: the theme's CSS variables (fonts, colours) in the built,
 * render-blocking stylesheet. MantineProvider only writes them when React renders, and the home
 * page's static shell (decision 021) paints before that with the same fonts and sizes.
 */
export function themeVariables(): Plugin {
  return {
    name: 'iagree-theme-variables',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeVariablesCss() : undefined),
  };
}
