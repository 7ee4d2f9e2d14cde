import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../test/factories.ts';
import { writeHomeShell } from '../test/home-shell-manifest.ts';
import { FIRST_LIST_URL, FIRST_MAP_URL } from './first-answers.ts';

let ctx: TestContext;
let dist: string;
let author: TestUser;
let shown: { id: number };
let hidden: { id: number };

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'iagree-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><title>iAgree</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeHomeShell(dist);
  ctx = await buildTestApp({ WEB_DIST: dist });
  author = await createUser(ctx.db, { name: '著者' });
  shown = await createStatementRow(ctx.db, author.id, {
    title: 'ベンチを </script><b>増やして</b>',
    description: '公園の & ベンチ',
  });
  hidden = await createStatementRow(ctx.db, author.id, {
    title: '隠された声',
    hiddenAt: new Date(),
    hiddenReason: 'moderator',
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

/** The page's data block, parsed as the browser reads it. */
function blockOf(body: string): { locale: string; answers: Record<string, unknown> } | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">([^<]*)</script>`,
  ).exec(body);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('a guest’s first answers in the home page (decision 025)', () => {
  it('carries the answers of the routes themselves, keyed by the call, in the cookie’s language', async () => {
    const res = await page('/', { cookie: 'iagree-locale=en' });
    const block = blockOf(res.body);
    expect(block?.locale).toBe('en');
    expect(Object.keys(block?.answers ?? {}).sort()).toEqual(
      ['/api/config', '/api/mcategories', FIRST_LIST_URL, FIRST_MAP_URL].sort(),
    );
    for (const [url, answer] of Object.entries(block?.answers ?? {})) {
      const own = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-client-locale': 'en' },
      });
      expect(answer, url).toEqual(own.json());
    }
    // Hidden content is left out as in the list's own answer.
    const titles = (block?.answers[FIRST_LIST_URL] as { data: { title: string }[] }).data.map(
      (statement) => statement.title,
    );
    expect(titles).toContain('ベンチを </script><b>増やして</b>');
    expect(titles).not.toContain('隠された声');
  });

  it('carries the home map’s centre tile, under the URL the web’s map asks for (decision 045)', async () => {
    // The web's own test (get-map-statements.test.ts) takes the answer under this same URL.
    expect(FIRST_MAP_URL).toBe(
      '/api/map/statements?top_x=139.570313&top_y=35.746512&bottom_x=139.921875&bottom_y=35.46067&range=all',
    );
    const block = blockOf((await page('/')).body);
    expect(block?.answers[FIRST_MAP_URL]).toMatchObject({ data: expect.any(Array) });
    const shared = blockOf((await page(`/?statement=${shown.id}`)).body);
    expect(Object.keys(shared?.answers ?? {})).toContain(FIRST_MAP_URL);
  });

  it('cannot be closed by the text it carries, and is not run', async () => {
    const res = await page('/');
    expect(res.body).not.toContain('</script><b>');
    expect(res.body).toContain('\\u003c/script>\\u003cb>');
    expect(res.body).toMatch(/<script type="application\/json" id="first-answers">/);
  });

  it('draws the first page’s cards in the shell, escaped', async () => {
    const res = await page('/');
    const shell = res.body.slice(
      res.body.indexOf('data-home-shell'),
      res.body.indexOf(`id="${FIRST_ANSWERS_ID}"`),
    );
    expect(shell).toContain(
      '<p class="home-shell-card-title">ベンチを &lt;/script&gt;&lt;b&gt;増やして&lt;/b&gt;</p>',
    );
    expect(shell).toContain('公園の &amp; ベンチ');
    expect(shell).toContain('Top 01');
    expect(shell).toContain('著者');
    expect(shell).not.toContain('隠された声');
  });

  it('adds a shared link’s statement, and leaves out an answer that is not 200', async () => {
    const block = blockOf((await page(`/?statement=${shown.id}`)).body);
    expect(block?.answers[`/api/statements/${shown.id}`]).toMatchObject({
      data: { id: shown.id },
    });
    const missing = `/api/statements/${hidden.id + 1000}`;
    const gone = blockOf((await page(`/?statement=${hidden.id + 1000}`)).body);
    expect(Object.keys(gone?.answers ?? {})).not.toContain(missing);
    const odd = blockOf((await page('/?statement=abc')).body);
    expect(Object.keys(odd?.answers ?? {}).sort()).toEqual(
      ['/api/config', '/api/mcategories', FIRST_LIST_URL, FIRST_MAP_URL].sort(),
    );
  });

  it('draws a shared link’s statement in a dialog over the shell, escaped; none for a hidden one', async () => {
    const res = await page(`/?statement=${shown.id}`, { cookie: 'iagree-locale=en' });
    const dialog = res.body.slice(res.body.indexOf('role="dialog"'), res.body.indexOf('</body>'));
    expect(dialog).toContain('<h2 class="home-shell-dialog-title">Statement</h2>');
    expect(dialog).toContain('ベンチを &lt;/script&gt;&lt;b&gt;増やして&lt;/b&gt;');
    expect(dialog).toContain('<p class="home-shell-detail-text">公園の &amp; ベンチ</p>');
    expect(dialog).toContain('著者');
    for (const url of ['/', `/?statement=${hidden.id}`, `/?statement=${hidden.id + 1000}`])
      expect((await page(url)).body, url).not.toContain('role="dialog"');
  });

  it.each([
    'sortBy=created_at_desc',
    'category=1',
    'status=done',
    'keyword=公園',
    'latitude=35&longitude=139',
  ])('has no list page for another list (%s), nor its cards', async (query) => {
    const res = await page(`/?${encodeURI(query)}`);
    expect(Object.keys(blockOf(res.body)?.answers ?? {}).sort()).toEqual([
      '/api/config',
      '/api/mcategories',
    ]);
    expect(res.body).not.toContain('class="home-shell-card"');
  });

  it('is not in a signed-in reader’s page, nor in any other page', async () => {
    const signedIn = await page('/', { cookie: `iagree-access-token=${author.token}` });
    expect(signedIn.body).toContain('data-home-shell');
    expect(blockOf(signedIn.body)).toBeUndefined();
    expect(signedIn.body).not.toContain('class="home-shell-card"');
    expect(blockOf((await page('/faqs')).body)).toBeUndefined();
  });
});
