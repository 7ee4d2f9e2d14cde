import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Storage } from '../adapters/storage.ts';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** Serves processed uploads. Keys are unique per upload, so files can be cached forever. */
export const mediaPlugin = fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/media/*',
      // Images are compressed already: re-compressing them costs CPU and saves nothing.
      { schema: { hide: true, params: z.object({ '*': z.string() }) }, compress: false },
      async (request, reply) => {
        const key = request.params['*'];
        const file = await storage.read(key);
        if (!file) throw new AppError(404, messages.notFound);
        const ext = key.slice(key.lastIndexOf('.') + 1);
        return reply
          .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
          .header('content-length', file.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.stream);
      },
    );
  },
  { name: 'media' },
);
