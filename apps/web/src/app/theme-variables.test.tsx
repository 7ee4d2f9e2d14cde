import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from '../../build/theme-variables.ts';
import { AppProvider } from './provider';

const declarations = (css: string) => new Set(css.match(/--[\w-]+:[^;}]+/g));

describe('the theme variables in the built stylesheet', () => {
  // The home page's static shell paints with them before MantineProvider writes its own.
  it('are those MantineProvider writes into the page', () => {
    render(
      <AppProvider env="test">
        <p>page</p>
      </AppProvider>,
    );
    const written = document.querySelector('style[data-mantine-styles="true"]')?.textContent;
    expect(written).toBeTruthy();
    expect(declarations(themeVariablesCss())).toEqual(declarations(written ?? ''));
  });
});
