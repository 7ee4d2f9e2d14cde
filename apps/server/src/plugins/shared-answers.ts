import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_HEADER } from '@iagree/contract';
import {
  createMemoryAnswerCache,
  type AnswerCache,
  type CachedAnswer,
} from '../adapters/answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyContextConfig {
    /**
     * A write that changes nothing a shared answer shows (logging in or out, signing up, the
     * contact form): it leaves the answers' version, so a crowd's logins keep the cache warm.
     */
    keepsAnswers?: boolean;
  }
}

/**
 * How long an answer is served as it is. What "3 minutes ago" says, and a write made through
 * another app server while the store is each process's own memory, are at most this late
 * (plus one computation): the first request after it is answered from the store while the
 * answer is computed anew, so a burst never waits for the database.
 */
const FRESH_MS = 1000;
/** How long the store keeps an answer nobody asks for. */
const KEEP_MS = 60_000;

/** A second at a CDN or browser: a guest sees any write within two (issue 13). */
const GUEST_CACHE_CONTROL = 'public, max-age=1, s-maxage=1';
/** A signed-in user's answer carries their agree flags and must show their own writes at once. */
const USER_CACHE_CONTROL = 'private, no-store';
/** The session (bearer or cookie) and the locale (cookie, header) change what an answer says. */
const GUEST_VARY = `Authorization, Cookie, ${LOCALE_HEADER}`;
const JSON_TYPE = 'application/json; charset=utf-8';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Weak: the same answer goes out plain, gzip or brotli (plugins/compress.ts), and a strong ETag
 * would claim those bytes are identical.
 */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The answer cache of docs/decisions/009: every successful write (but `keepsAnswers` routes)
 * bumps its version before its own answer leaves, so the writer's next read, and every
 * guest's, is computed anew.
 */
export const sharedAnswersPlugin = fp<{ cache?: AnswerCache | undefined }>(
  async (app, options) => {
    app.decorate('answerCache', options.cache ?? createMemoryAnswerCache());
    app.addHook('onSend', async (request, reply, payload) => {
      const write = !READS.has(request.method) && !request.routeOptions.config.keepsAnswers;
      if (write && reply.statusCode < 400) await app.answerCache.bump();
      return payload;
    });
  },
  { name: 'shared-answers' },
);

/** Answers being computed now, so that a burst of the same request computes it once. */
const computing = new WeakMap<FastifyInstance, Map<string, Promise<CachedAnswer>>>();

function computeOnce(
  app: FastifyInstance,
  key: string,
  make: () => Promise<CachedAnswer>,
): Promise<CachedAnswer> {
  let pending = computing.get(app);
  if (!pending) computing.set(app, (pending = new Map()));
  let answer = pending.get(key);
  if (!answer) {
    answer = make().then(async (made) => {
      await app.answerCache.set(key, made, KEEP_MS);
      return made;
    });
    const running = pending;
    pending.set(key, answer);
    void answer.finally(() => running.delete(key)).catch(() => {});
  }
  return answer;
}

/**
 * What a guest gets for this request (its URL in its locale): the stored answer of the current
 * version, or `compute`'s result serialized by the route's response schema and stored.
 */
export async function sharedAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<CachedAnswer> {
  const key = `${await app.answerCache.version()}:${request.locale}:${request.url}`;
  const make = async () => {
    // The route's JSON serializer (its response schema) answers a string.
    const body = String(reply.serialize(await compute()));
    return { body, etag: etagOf(body), madeAt: Date.now() };
  };
  const cached = await app.answerCache.get(key);
  if (!cached) return computeOnce(app, key, make);
  if (Date.now() - cached.madeAt > FRESH_MS) {
    // Errors are the next request's to see: this one has its answer.
    computeOnce(app, key, make).catch(() => {});
  }
  return cached;
}

const matches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim() === etag) ?? false;

/** A shared answer to a guest: ETag (304 when theirs is current) and a second of caching. */
export function sendToGuest(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('cache-control', GUEST_CACHE_CONTROL)
    .header('vary', GUEST_VARY)
    .header('etag', answer.etag);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type(JSON_TYPE).send(answer.body);
}

/** JSON made for one signed-in user: never stored by a shared cache, never a 304. */
export const sendToUser = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', USER_CACHE_CONTROL).type(JSON_TYPE).send(body);

/** A shared answer to whoever asks: guests as sendToGuest, users privately. */
export const sendShared = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) =>
  request.user ? sendToUser(reply, answer.body) : sendToGuest(request, reply, answer);
