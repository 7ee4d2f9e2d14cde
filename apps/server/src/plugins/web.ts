import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { COOKIES, type HomeShellManifest, type Locale, toLocale } from '@iagree/contract';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';
import {
  firstAnswers,
  firstAnswersBlock,
  firstListPage,
  sharedStatement,
} from './first-answers.ts';
import { withEntryStyles } from './entry-styles.ts';
import { homeShell, readHomeShell } from './home-shell.ts';
import { HOME_PARTS, readManifest, routeFilesBlock, START_PARTS } from './route-files.ts';

export interface WebOptions {
  /** Folder of the built web app; when it is missing only the API is served. */
  dist: string | undefined;
  /** Origins the page may load map tiles from. */
  imageOrigins: string[];
  /** The `<title>`, description and link-preview tags of a page, replacing index.html's own. */
  pageHead?: (page: { path: string; query: URLSearchParams; locale: Locale }) => Promise<string>;
}

/** index.html cut around the place of the page's own head tags. */
function splitForHead(html: string): [string, string] {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '');
  const end = stripped.indexOf('</head>');
  return [stripped.slice(0, end), stripped.slice(end)];
}

/** index.html's root, which React's first commit fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/** SPEC's reset-password page lives under /api/ but is a page of the web app. */
const PAGE_UNDER_API = /^\/api\/password\/reset\/[^/]+\/?$/;

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (PAGE_UNDER_API.test(pathname)) return true;
  return (
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/media/') &&
    !pathname.startsWith('/assets/')
  );
}

function contentSecurityPolicy(imageOrigins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine and Leaflet set inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim(),
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Hashed assets never change under their name; everything else may change with a deploy. */
function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  // The service worker too: the browser must see a new one at once (decision 025).
  if (/^(index\.html|sw\.js)/.test(path.basename(filePath))) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built SPA: hashed assets with a year of caching, and index.html (never cached)
 * for every GET that is a page, so history-mode routes work on reload.
 */
export const webPlugin = fp<WebOptions>(
  async (app, options) => {
    const dist =
      options.dist && existsSync(path.join(options.dist, 'index.html')) ? options.dist : undefined;
    const csp = contentSecurityPolicy(options.imageOrigins);
    let aroundHead: [string, string] = ['', ''];
    let homeHead = '';
    let homeAfter = '';
    let homeFiles = '';
    let shellManifest: HomeShellManifest | undefined;

    /**
     * The home page's body: its static shell (decision 021) in the language React renders it
     * in, the cookie's (a ?language= names the head's only); for a guest, the first screen's
     * answers and the list's first page drawn in the shell; then the data block naming the
     * first screen's files, which the entry asks for once the shell has painted (decision 058).
     * Its head carries the entry's stylesheet itself (decision 057).
     */
    async function homeBody(request: FastifyRequest, query: URLSearchParams): Promise<string> {
      const locale = toLocale(request.cookies[COOKIES.locale]);
      const first = await firstAnswers(app, request, query, locale);
      const shell =
        shellManifest &&
        homeShell(
          shellManifest,
          locale,
          first && firstListPage(first),
          first && sharedStatement(first, query),
        );
      return homeAfter
        .replace(EMPTY_ROOT, () => (shell ? `<div id="root">${shell}</div>` : EMPTY_ROOT))
        .replace('</body>', `${homeFiles}${first ? firstAnswersBlock(first) : ''}\n</body>`);
    }

    /** The page with its own head tags; the plain index.html if they cannot be made. */
    async function pageHtml(request: FastifyRequest, html: string): Promise<string> {
      if (!options.pageHead) return html;
      try {
        const url = new URL(request.url, 'http://page');
        const head = await options.pageHead({
          path: url.pathname,
          query: url.searchParams,
          locale: request.locale,
        });
        const home = url.pathname === '/';
        const before = (home ? homeHead : aroundHead[0]).replace(
          /<html lang="[^"]*"/,
          `<html lang="${request.locale}"`,
        );
        const after = home ? await homeBody(request, url.searchParams) : aroundHead[1];
        return `${before}  ${head}\n  ${after}`;
      } catch (error) {
        request.log.warn({ err: error }, 'page head failed; serving the plain page');
        return html;
      }
    }

    if (dist) {
      const built = await readFile(path.join(dist, 'index.html'), 'utf8');
      const manifest = await readManifest(dist);
      const filesOf = (parts: typeof START_PARTS) =>
        manifest ? `${routeFilesBlock(manifest, parts, built)}\n` : '';
      // Every page names the app's start for its entry; home, the files of its first screen.
      const html = built.replace('</body>', `${filesOf(START_PARTS)}</body>`);
      aroundHead = splitForHead(html);
      homeHead = await withEntryStyles(dist, aroundHead[0]);
      homeAfter = splitForHead(built)[1];
      homeFiles = filesOf(HOME_PARTS);
      shellManifest = await readHomeShell(dist);
      if (!shellManifest)
        app.log.warn(
          { dist },
          'the web build has no home shell manifest: the home page is served without its shell',
        );
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each text asset; the client's Accept-Encoding
        // picks one (with Vary: Accept-Encoding), so nothing is compressed per request.
        preCompressed: true,
        setHeaders(reply, filePath) {
          reply.header('cache-control', cacheControl(filePath));
        },
      });
      // Pages are a route, not the not-found handler, so that the compress plugin's hook
      // applies to them: their head tags are made per request.
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        if (!isPageRequest(request)) throw new AppError(404, messages.notFound);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('content-security-policy', csp)
          .send(await pageHtml(request, html));
      });
    } else {
      app.log.warn({ dist: options.dist }, 'web app not built: serving the API only');
    }

    app.setNotFoundHandler(async () => {
      throw new AppError(404, messages.notFound);
    });
  },
  { name: 'web' },
);
