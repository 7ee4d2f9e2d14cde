import { z } from 'zod';
import { LOCALES } from './constants.ts';

/**
 * The places in the shell's frame where the server puts the page under the heading (skeletons
 * and the first page's cards) and a shared link's dialog (decision 051).
 */
export const HOME_SHELL_SLOTS = {
  underHeading: '<!--under-heading-->',
  dialog: '<!--dialog-->',
} as const;

/** Where the web build writes the shell's manifest in its dist (not served, as Vite's own). */
export const HOME_SHELL_MANIFEST_PATH = '.vite/home-shell.json';

const countText = z.string().includes('{{count}}');

/** What the server draws the home page's static shell from, in one language. */
const homeShellLocaleSchema = z.object({
  /** The frame rendered by the web's own components, with both slots. */
  frame: z.string().includes(HOME_SHELL_SLOTS.underHeading).includes(HOME_SHELL_SLOTS.dialog),
  /** The words the server writes around a statement's own: its counts, the dialog's title. */
  texts: z.object({
    agree_other: countText,
    comments_one: countText,
    comments_other: countText,
    detailTitle: z.string().min(1),
  }),
});

/**
 * The home page's static shell as the web build writes it (decision 051): the server reads it
 * from the web's dist at start instead of copying the web's texts and Mantine's class names.
 */
export const homeShellManifestSchema = z.object({
  locales: z.record(z.enum(LOCALES), homeShellLocaleSchema),
});

export type HomeShellManifest = z.infer<typeof homeShellManifestSchema>;
export type HomeShellLocale = z.infer<typeof homeShellLocaleSchema>;
