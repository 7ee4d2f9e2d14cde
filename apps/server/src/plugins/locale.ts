import { fastifyCookie } from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { COOKIES, DEFAULT_LOCALE, LOCALE_HEADER, isLocale, type Locale } from '@iagree/contract';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** A plain lookup, not a schema: it runs on every request, and most carry no language at all. */
function pick(...candidates: unknown[]): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * The language of a request Fastify answers before any hook ran (a URL it cannot route): the
 * header or the cookie, read from the raw headers.
 */
export function localeOfHeaders(headers: FastifyRequest['headers']): Locale {
  return pick(headers[LOCALE_HEADER], fastifyCookie.parse(headers.cookie ?? '')[COOKIES.locale]);
}

/** The caller's language: an explicit ?language=, then X-Client-Locale, then the locale cookie, then ja. */
export const localePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.locale = pick(
        query?.language,
        request.headers[LOCALE_HEADER],
        request.cookies?.[COOKIES.locale],
      );
    });
  },
  { name: 'locale', dependencies: ['@fastify/cookie'] },
);
