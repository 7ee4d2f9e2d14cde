import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { CachedAnswer } from '../adapters/answer-cache.ts';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from './compress.ts';

export type Encoding = 'br' | 'gzip';

/** Brotli first: smaller than gzip at the same cost (decision 010). */
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding a client's Accept-Encoding asks for, if it accepts one of ours. */
export const negotiate = (header: string | undefined): Encoding | undefined =>
  (header && negotiator.negotiate(header)) || undefined;

const ENCODERS: Record<Encoding, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (body) => gzipSync(body),
};

/** About a minute of a crowd's distinct answers; beyond it the memo starts over. */
const MAX_ENCODED = 2000;
/** By encoding and ETag: the bytes, or null for an answer too small to compress. */
const encoded = new Map<string, Buffer | null>();

/**
 * A shared answer's bytes in `encoding`, compressed once per answer (its ETag names its body)
 * however many guests ask: per request, brotli costs more CPU than the rest of a guest's
 * request. Undefined for an answer too small to gain from it (COMPRESS_THRESHOLD).
 */
export function encodedOnce(answer: CachedAnswer, encoding: Encoding): Buffer | undefined {
  const key = `${encoding}:${answer.etag}`;
  let bytes = encoded.get(key);
  if (bytes === undefined) {
    if (encoded.size >= MAX_ENCODED) encoded.clear();
    const small = Buffer.byteLength(answer.body) < COMPRESS_THRESHOLD;
    bytes = small ? null : ENCODERS[encoding](answer.body);
    encoded.set(key, bytes);
  }
  return bytes ?? undefined;
}
