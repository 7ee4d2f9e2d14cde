import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type ComboboxProps,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

const fontFamily =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", Meiryo, system-ui, sans-serif';

/** WCAG 2.2 SC 1.4.3 (AA) for normal text, with a little room for rounding. */
const MIN_CONTRAST = 4.6;

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * Shade 9 of the palette, darkened until it reads on both white and the palette's own pale
 * shade 1 (the light variant's background): Mantine's shade 9 of orange, yellow, lime, green
 * and teal does not.
 */
function readableShade(palette: readonly string[]): string {
  const [, pale = '#ffffff', , , , , , , , deepest = '#000000'] = palette;
  let color = deepest;
  for (let amount = 0.05; contrast(color, pale) < MIN_CONTRAST; amount += 0.05) {
    color = darken(deepest, amount);
  }
  return color;
}

/**
 * Issue 12 (WCAG AA contrast): every colour's text, filled background and light-variant text
 * use its readable shade (hover goes darker still), and dimmed text is gray 7 (Mantine's gray 6 reads at 3.3:1 on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors).flatMap(([name, palette]) => {
        const shade = readableShade(palette);
        return [
          ...['text', 'filled', 'light-color', 'outline'].map((use) => [
            `--mantine-color-${name}-${use}`,
            shade,
          ]),
          [`--mantine-color-${name}-filled-hover`, darken(shade, 0.15)],
        ];
      }),
    ),
  },
  dark: {},
});

/** The app's theme; `closeLabel` names the close button of every modal and notification. */
export function createAppTheme(closeLabel: string) {
  return createTheme({
    primaryColor: 'cyan',
    primaryShade: { light: 9, dark: 6 },
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    // Plain objects, not `Modal.extend(…)`: that would put the Modal's code (and floating-ui,
    // react-remove-scroll) in the first load, for a function that returns its argument.
    components: {
      // Mantine keeps a closed combobox's dropdown (every option, in a scroll area) rendered and
      // hidden; the home page has four, whose dropdowns were a third of its largest task.
      Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
      // Mantine's focus placeholder is a role=presentation child, which a role=menu may not own
      // (axe: aria-required-children); the first item takes the focus instead.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
      // Every modal's title reads as a heading.
      Modal: {
        defaultProps: {
          closeButtonProps: { 'aria-label': closeLabel },
        } satisfies Partial<ModalProps>,
        styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
      },
      Notification: {
        defaultProps: {
          closeButtonProps: { 'aria-label': closeLabel },
        } satisfies Partial<NotificationProps>,
      },
    },
  });
}
