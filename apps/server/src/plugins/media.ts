import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMMUTABLE_CACHE,
  MEDIA_PREFIX,
  contentTypeOf,
  isStorageKey,
  type Storage,
} from '../adapters/storage.ts';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

/**
 * Serves processed uploads from whichever store holds them, or sends the browser to the public
 * URL in front of the store. Keys are unique per upload, so files can be cached forever.
 */
export const mediaPlugin = fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      `${MEDIA_PREFIX}/*`,
      {
        schema: { hide: true, params: z.object({ '*': z.string() }) },
        // Images are compressed already: re-compressing them costs CPU and saves nothing.
        compress: false,
      },
      async (request, reply) => {
        const key = request.params['*'];
        if (!isStorageKey(key)) throw new AppError(404, messages.notFound);
        const location = storage.redirect(key);
        if (location) {
          return reply.header('cache-control', IMMUTABLE_CACHE).redirect(location, 301);
        }
        const file = await storage.read(key);
        if (!file) throw new AppError(404, messages.notFound);
        reply.header('cache-control', IMMUTABLE_CACHE).header('etag', file.etag);
        if (request.headers['if-none-match'] === file.etag) {
          file.stream.destroy();
          return reply.code(304).send();
        }
        return reply
          .header('content-type', contentTypeOf(key))
          .header('content-length', file.size)
          .send(file.stream);
      },
    );
  },
  { name: 'media' },
);
