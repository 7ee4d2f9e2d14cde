import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  HOME_SHELL_MANIFEST_PATH,
  HOME_SHELL_SLOTS,
  type HomeShellManifest,
  type Locale,
} from '@iagree/contract';

const frame = (title: string) =>
  `<div class="shell-frame" aria-hidden="true" data-home-shell=""><h1>${title}</h1>` +
  `${HOME_SHELL_SLOTS.underHeading}</div>${HOME_SHELL_SLOTS.dialog}`;

/** A home shell manifest as the web build writes it (decision 051), with its own words. */
export const HOME_SHELL: HomeShellManifest = {
  locales: {
    ja: {
      frame: frame('ホーム &amp; 地図'),
      texts: {
        agree_other: '{{count}} Agree',
        comments_one: 'コメント {{count}}',
        comments_other: 'コメント {{count}}',
        detailTitle: '声の詳細',
      },
    },
    en: {
      frame: frame('Home &amp; map'),
      texts: {
        agree_other: '{{count}} Agree',
        comments_one: '{{count}} comment',
        comments_other: '{{count}} comments',
        detailTitle: 'Statement',
      },
    },
  },
};

/** The frame's heading in `locale`, as the page carries it. */
export const shellHeading = (locale: Locale) =>
  HOME_SHELL.locales[locale].frame.slice(
    HOME_SHELL.locales[locale].frame.indexOf('<h1>'),
    HOME_SHELL.locales[locale].frame.indexOf('</h1>') + 5,
  );

/** Writes `manifest` where the web build would, in a test's `dist`. */
export async function writeHomeShell(dist: string, manifest: unknown = HOME_SHELL): Promise<void> {
  await mkdir(path.dirname(path.join(dist, HOME_SHELL_MANIFEST_PATH)), { recursive: true });
  await writeFile(path.join(dist, HOME_SHELL_MANIFEST_PATH), JSON.stringify(manifest));
}
