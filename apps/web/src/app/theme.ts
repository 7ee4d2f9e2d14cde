import { createTheme, Modal } from '@mantine/core';

const fontFamily =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", Meiryo, system-ui, sans-serif';

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 8 keeps white text on primary buttons above WCAG AA contrast.
  primaryShade: { light: 8, dark: 6 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Every modal's title reads as a heading.
    Modal: Modal.extend({
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    }),
  },
});
