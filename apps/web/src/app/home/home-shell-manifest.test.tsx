import { AppShell, Breadcrumbs, Button, Title } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { HOME_SHELL_SLOTS, homeShellManifestSchema, LOCALES } from '@iagree/contract';
import { resources } from '@/lib/i18n-resources';
import { homeShellAsset, homeShellManifest } from './home-shell-manifest';

// Decision 051: the server draws the home page's static shell from what the build writes.
describe('the home shell’s manifest', () => {
  const manifest = homeShellManifest();

  it('holds everything the server reads, in every language', () => {
    const { fileName, source } = homeShellAsset();
    expect(fileName).toBe('.vite/home-shell.json');
    expect(homeShellManifestSchema.parse(JSON.parse(source))).toEqual(manifest);
    expect(Object.keys(manifest.locales).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('has the frame rendered by Mantine, in the web’s words (%s)', (locale) => {
    const { frame, texts } = manifest.locales[locale];
    const { statements, common } = resources[locale];
    // Mantine's own class names, whatever its version makes them.
    for (const className of [
      AppShell.classes.root,
      Breadcrumbs.classes.root,
      Button.classes.root,
      Title.classes.root,
    ])
      expect(frame).toContain(className);
    const page = new DOMParser().parseFromString(frame, 'text/html');
    const shell = page.querySelector('[data-home-shell]');
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    expect(shell?.hasAttribute('inert')).toBe(true);
    expect(page.querySelector('h1')?.textContent).toBe(statements.home.title);
    expect(page.querySelector('h1 + p')?.textContent).toBe(statements.home.intro);
    expect(page.querySelector('button')?.textContent).toBe(statements.invite.button);
    expect(frame).not.toContain('<template');
    // The page under the heading in the page's column, a shared link's dialog over the page.
    expect(frame.indexOf(HOME_SHELL_SLOTS.underHeading)).toBeLessThan(
      frame.indexOf(HOME_SHELL_SLOTS.dialog),
    );
    expect(texts).toEqual({
      agree_other: common.counts.agree_other,
      comments_one: common.counts.comments_one,
      comments_other: common.counts.comments_other,
      detailTitle: statements.detail.title,
    });
  });
});
