import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEntryStyles } from './entry-styles.ts';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/initial-a1.css">';
const HEAD = `<head><script type="module" crossorigin src="/assets/index-b2.js"></script>\n    ${LINK}\n`;

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'iagree-entry-styles-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'initial-a1.css'), '.m_1{color:red}');
  await writeFile(path.join(dist, 'assets', 'unsafe-c3.css'), '.m_1{content:"</style>"}');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('the entry’s stylesheet in the home page’s head', () => {
  it('writes the stylesheet in and keeps its link, disabled, where it stood', async () => {
    const head = await withEntryStyles(dist, HEAD);
    expect(head).toContain(
      '<style>.m_1{color:red}</style>\n    ' +
        '<link rel="stylesheet" crossorigin href="/assets/initial-a1.css" disabled>',
    );
    expect(head).not.toContain(LINK);
    expect(head.startsWith('<head><script type="module"')).toBe(true);
  });

  it('leaves the head as it is when the stylesheet could end the element', async () => {
    const unsafe = HEAD.replace('initial-a1.css', 'unsafe-c3.css');
    expect(await withEntryStyles(dist, unsafe)).toBe(unsafe);
  });

  it('leaves the head as it is without a stylesheet, or when its file is missing', async () => {
    expect(await withEntryStyles(dist, '<head></head>')).toBe('<head></head>');
    const missing = HEAD.replace('initial-a1.css', 'gone-d4.css');
    expect(await withEntryStyles(dist, missing)).toBe(missing);
  });
});
