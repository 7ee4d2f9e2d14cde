import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers smaller than this go out as they are: a few hundred bytes gain nothing worth a CPU. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses the JSON answers and pages made per request for clients that accept it. Brotli at
 * quality 4 is as cheap as gzip's default and smaller (decision 010); built assets come
 * precompressed at quality 11 from the web build instead (`plugins/web.ts`). A client without
 * Accept-Encoding costs one header lookup. Must be registered before the routes it covers.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      // Request bodies are small JSON or multipart images: nothing to inflate.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
