import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Statement, StatementDetail } from '@iagree/contract';
import { HOME_SHELL, shellHeading, writeHomeShell } from '../test/home-shell-manifest.ts';
import { homeShell, readHomeShell } from './home-shell.ts';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'iagree-dist-'));
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('the home shell’s manifest, read from the web build (decision 051)', () => {
  it('is read as the build wrote it', async () => {
    await writeHomeShell(dist);
    expect(await readHomeShell(dist)).toEqual(HOME_SHELL);
  });

  it('is none when the build wrote none', async () => {
    expect(await readHomeShell(dist)).toBeUndefined();
  });

  it.each([
    [
      'a word the server writes',
      {
        ja: HOME_SHELL.locales.ja,
        en: {
          frame: HOME_SHELL.locales.en.frame,
          texts: { ...HOME_SHELL.locales.en.texts, detailTitle: undefined },
        },
      },
    ],
    ['a language', { ja: HOME_SHELL.locales.ja }],
    [
      'a slot of the frame',
      {
        ...HOME_SHELL.locales,
        en: { ...HOME_SHELL.locales.en, frame: '<div data-home-shell></div>' },
      },
    ],
  ])('stops the start, naming the file, when it lacks %s', async (_, locales) => {
    await writeHomeShell(dist, { locales });
    await expect(readHomeShell(dist)).rejects.toThrow('home-shell.json');
  });
});

const statement = (id: number, title: string): Statement =>
  ({
    id,
    title,
    description: `${title}の説明`,
    username: '著者 <b>',
    agree_count: 3,
    comment_count: 1,
  }) as Statement;

describe('the home shell', () => {
  it('is the language’s frame with skeletons, the cards and the dialog in its slots', () => {
    const html = homeShell(
      HOME_SHELL,
      'en',
      [statement(1, 'A bench'), statement(2, 'Trees')],
      statement(2, 'Trees') as StatementDetail,
    );
    expect(html).toContain(shellHeading('en'));
    expect(html).not.toContain(shellHeading('ja'));
    expect(html).not.toContain('<!--');
    const underHeading = html.slice(
      html.indexOf('</h1>'),
      html.indexOf('</div><div class="home-shell-overlay">'),
    );
    expect(underHeading.match(/class="home-shell-card"/g)).toHaveLength(2);
    expect(underHeading).toContain('data-home-shell-map');
    expect(html).toContain('<span class="home-shell-author">著者 &lt;b&gt;</span>');
    expect(html).toContain('<span>1 comment</span>');
    expect(html).toContain('<h2 class="home-shell-dialog-title">Statement</h2>');
  });

  it('writes a statement’s words as they are, even those a replacement pattern would read', () => {
    const html = homeShell(HOME_SHELL, 'ja', [statement(1, "$& and $' and $1")]);
    expect(html).toContain('<p class="home-shell-card-title">$&amp; and $&#39; and $1</p>');
  });

  it('has no dialog without a shared statement', () => {
    expect(homeShell(HOME_SHELL, 'ja')).not.toContain('role="dialog"');
  });
});
