import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@iagree/contract';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

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

/**
 * Serves the built SPA: hashed assets with a year of caching, and index.html (never cached)
 * for every GET that is a page, so history-mode routes work on reload.
 */
export const webPlugin = fp<WebOptions>(
  async (app, options) => {
    const dist =
      options.dist && existsSync(path.join(options.dist, 'index.html')) ? options.dist : undefined;
    const csp = contentSecurityPolicy(options.imageOrigins);
    let indexHtml: string | undefined;
    let aroundHead: [string, string] = ['', ''];

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
        const before = aroundHead[0].replace(
          /<html lang="[^"]*"/,
          `<html lang="${request.locale}"`,
        );
        return `${before}  ${head}\n  ${aroundHead[1]}`;
      } catch (error) {
        request.log.warn({ err: error }, 'page head failed; serving the plain page');
        return html;
      }
    }

    if (dist) {
      indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
      aroundHead = splitForHead(indexHtml);
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ dist: options.dist }, 'web app not built: serving the API only');
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (indexHtml && isPageRequest(request)) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('content-security-policy', csp)
          .send(await pageHtml(request, indexHtml));
      }
      throw new AppError(404, messages.notFound);
    });
  },
  { name: 'web' },
);
