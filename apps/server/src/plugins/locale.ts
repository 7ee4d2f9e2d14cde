import fp from 'fastify-plugin';
import {
  COOKIES,
  DEFAULT_LOCALE,
  LOCALE_HEADER,
  localeSchema,
  type Locale,
} from '@iagree/contract';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

function pick(...candidates: unknown[]): Locale {
  for (const candidate of candidates) {
    const parsed = localeSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_LOCALE;
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
