import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_FILES_ID, type RouteFiles } from '@iagree/contract/route-files';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { shellHeading, writeHomeShell } from '../test/home-shell-manifest.ts';

const SCRIPT = `console.log(${JSON.stringify('iAgree '.repeat(400))});`;
const STYLES = '.m_1{color:teal}';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">';
const PRECOMPRESSED = { br: brotliCompressSync(SCRIPT), gzip: gzipSync(SCRIPT) };

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'iagree-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><title>iAgree</title>' +
      `${STYLESHEET}</head>` +
      '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'index-d4.css'), STYLES);
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js' },
      'src/app/start.tsx': { file: 'assets/start-s1.js', imports: ['_react-r1.js'] },
      '_react-r1.js': { file: 'assets/react-r1.js' },
      'src/app/home/home-main.tsx': { file: 'assets/home-main-h1.js', css: ['assets/h1.css'] },
    }),
  );
  // What the web build writes beside each text asset.
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), PRECOMPRESSED.br);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), PRECOMPRESSED.gzip);
  await writeHomeShell(dist);
  ctx = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

/** The files a page's data block names; the test fails when there is not exactly one. */
function routeFilesOf(html: string): RouteFiles {
  const blocks = [
    ...html.matchAll(
      new RegExp(`<script type="application/json" id="${ROUTE_FILES_ID}">([^<]*)</script>`, 'g'),
    ),
  ];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '') as RouteFiles;
}

describe('serving the web app', () => {
  it.each([
    '/',
    '/event/12',
    '/event/edit/3',
    '/faqs',
    '/some/unknown/page',
    '/api/password/reset/abc123',
  ])('answers the page %s with index.html, never cached', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    ['/', undefined, 'ja'],
    ['/', 'iagree-locale=ja', 'ja'],
    ['/', 'iagree-locale=en', 'en'],
    ['/?sort=new', 'iagree-locale=en', 'en'],
    // React renders in the cookie's language; ?language= only names the head's.
    ['/?language=en', undefined, 'ja'],
  ] as const)(
    'writes the build’s home shell into the root of %s (cookie %s)',
    async (url, cookie, locale) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.indexOf('<script'));
      expect(root).toContain('data-home-shell');
      expect(root).toContain(shellHeading(locale));
      expect(root).toContain('data-home-shell-map');
      expect(root).not.toMatch(/<script/);
    },
  );

  it.each(['/', '/?statement=3'])(
    'names the first screen’s files in a data block at the end of %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      const tail = res.body.slice(res.body.indexOf('data-home-shell'), res.body.indexOf('</body>'));
      expect(routeFilesOf(tail)).toEqual({
        first: ['/assets/start-s1.js', '/assets/react-r1.js'],
        then: ['/assets/home-main-h1.js', '/assets/h1.css'],
      });
      expect(res.body).not.toContain('modulepreload');
    },
  );

  it.each(['/faqs', '/event/12', '/login'])('names only the app’s start on %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(routeFilesOf(res.body)).toEqual({
      first: ['/assets/start-s1.js', '/assets/react-r1.js'],
      then: [],
    });
  });

  it.each(['/', '/?statement=3'])(
    'writes the entry’s stylesheet into the head of %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain(`<style>${STYLES}</style>`);
      expect(head).toContain(STYLESHEET.replace('>', ' disabled>'));
      expect(head).not.toContain(STYLESHEET);
    },
  );

  it.each(['/faqs', '/event/12'])('links the entry’s stylesheet from %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.body).toContain(STYLESHEET);
    expect(res.body).not.toContain(STYLES);
  });

  it.each(['/faqs', '/event/12', '/login'])('leaves the root of %s empty', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-home-shell');
    expect(res.body).not.toContain('modulepreload');
  });

  it('serves hashed assets with a year of caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/sw.js', 'no-cache'],
    ['/favicon.svg', 'public, max-age=3600'],
  ])('serves %s with cache-control %s', async (url, cacheControl) => {
    // The service worker must reach the browser as soon as it changes (decision 025).
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip;q=0.5, br;q=1', 'br', brotliDecompressSync],
  ] as const)(
    'serves an asset precompressed to Accept-Encoding %s',
    async (accept, encoding, decode) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The file the build wrote, not one compressed on the fly (that would have no length).
      expect(res.headers['content-length']).toBe(String(PRECOMPRESSED[encoding].length));
      expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it.each([undefined, 'identity', 'deflate'])(
    'serves an asset as it is to Accept-Encoding %s',
    async (accept) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.body).toBe(SCRIPT);
    },
  );

  it('compresses the page made per request when the client accepts it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/faqs' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/faqs',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('does not answer API calls or missing assets with the page', async () => {
    for (const url of [
      '/api/unknown',
      '/api/auth/nothing',
      '/assets/missing.js',
      '/media/x/y.webp',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/event' });
    expect(post.statusCode).toBe(404);
  });
});

describe('a web build without the home shell’s manifest (decision 051)', () => {
  let bare: TestContext;
  let bareDist: string;
  beforeAll(async () => {
    bareDist = await mkdtemp(path.join(os.tmpdir(), 'iagree-dist-'));
    await writeFile(
      path.join(bareDist, 'index.html'),
      '<!doctype html><html lang="ja"><head><title>iAgree</title></head>' +
        '<body><div id="root"></div></body></html>',
    );
    bare = await buildTestApp({ WEB_DIST: bareDist });
  });
  afterAll(async () => {
    await bare.close();
    await rm(bareDist, { recursive: true, force: true });
  });

  it('serves the home page with an empty root, as every other page', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-home-shell');
    // Nor, without the build's manifest, a data block: the entry then imports the start alone.
    expect(res.body).not.toContain(ROUTE_FILES_ID);
  });
});
