import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMMUTABLE_CACHE,
  MEDIA_PREFIX,
  contentTypeOf,
  isStorageKey,
  type Storage,
} from '../adapters/storage.ts';
import { canSeeHidden } from '@iagree/contract';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';
import { sessionUserOutsideApi } from './auth.ts';
import { isHideable, mediaOwner } from './media-owner.ts';

/**
 * Images of content moderation can hide: shared caches and browsers keep them five minutes,
 * then revalidate by ETag, so a hidden post's photos leave a CDN within that time.
 */
const HIDEABLE_CACHE = 'public, max-age=300, s-maxage=300';
/** A hidden image shown to its author or role 1 alone: no shared cache may keep it. */
const PRIVATE_CACHE = 'private, no-cache';
/**
 * A 404 that is the same for everyone (no such key, no row, no file): a CDN may keep it a
 * minute, so a hotlinked deleted photo does not reach the server on every view, and a restored
 * one is back within that minute.
 */
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';
/**
 * A hidden image refused to this viewer: the same URL shows it to its author and role 1, so no
 * cache may keep the refusal and hand it to them.
 */
const REFUSED_CACHE = 'private, no-store';

const notFound = (reply: FastifyReply, cache: string) => {
  reply.header('cache-control', cache);
  return new AppError(404, messages.notFound);
};

/**
 * Serves processed uploads from whichever store holds them, or sends the browser to the public
 * URL in front of the store. Keys are unique per upload, so avatars are cached forever; images
 * of statements and events go with their content when it is hidden or deleted (decision 029):
 * 404 to whoever may not see it, and never through the public URL, which cannot un-publish.
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
        if (!isStorageKey(key)) throw notFound(reply, NOT_FOUND_CACHE);
        let cache = IMMUTABLE_CACHE;
        if (isHideable(key)) {
          const owner = await mediaOwner(app.db, key);
          if (!owner) throw notFound(reply, NOT_FOUND_CACHE);
          if (owner.hidden && !canSeeHidden(await sessionUserOutsideApi(app.db, request), owner)) {
            throw notFound(reply, REFUSED_CACHE);
          }
          cache = owner.hidden ? PRIVATE_CACHE : HIDEABLE_CACHE;
        } else {
          const location = storage.redirect(key);
          if (location) return reply.header('cache-control', cache).redirect(location, 301);
        }
        const file = await storage.read(key);
        if (!file) throw notFound(reply, NOT_FOUND_CACHE);
        reply.header('cache-control', cache).header('etag', file.etag);
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
