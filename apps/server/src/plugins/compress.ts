import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers smaller than this go out as they are: a few hundred bytes gain nothing worth a CPU. */
export const COMPRESS_THRESHOLD = 1024;
/** As cheap as gzip's default and smaller (decision 010). */
export const BROTLI_QUALITY = 4;

/**
 * Compresses the JSON answers and pages made per request for clients that accept it. Built
 * assets come precompressed at quality 11 from the web build instead (`plugins/web.ts`), guests'
 * shared answers compressed once each (`encoded-answers.ts`). A client without
 * Accept-Encoding costs one header lookup. Must be registered before the routes it covers.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      // Request bodies are small JSON or multipart images: nothing to inflate.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
