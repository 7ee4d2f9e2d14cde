/**
 * The header's height and the navbar's width and breakpoint: the layout's, and the home page's
 * static shell's (`app/home/home-shell-frame.tsx`, decision 051), which must lay out the same.
 */
export const APP_SHELL_LAYOUT = {
  header: { height: 60 },
  navbar: { width: 240, breakpoint: 'sm' },
  padding: 0,
} as const;
