import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_HEADER } from '@iagree/contract';
import { hashToken } from '../modules/accounts/index.ts';
import { presentedToken } from './auth.ts';
import type { Database } from '../db/client.ts';
import { encodedOnce, negotiate } from './encoded-answers.ts';
import { reachOf, type AnswerOrder } from './answer-reach.ts';
import { setListMembers, type ListMembers } from './list-members.ts';
import {
  CATCH_UP_MS,
  KEEP_MS,
  ageOf,
  currentOf,
  isFresh,
  ownWrites,
  showsOwn,
} from './answer-freshness.ts';
import {
  createMemoryAnswerCache,
  type AnswerCache,
  type CachedAnswer,
} from '../adapters/answer-cache.ts';
import {
  ANY_CHANGE_PAYLOAD,
  announce,
  type AgreeNews,
  type ChangeFeed,
} from '../adapters/answer-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
    /** What writes the database has committed lately (decision 038); none: each answer ages. */
    answerChanges: ChangeFeed | undefined;
  }
  interface FastifyContextConfig {
    /**
     * A write that changes nothing a shared answer shows (logging in or out, signing up, the
     * contact form): it leaves the answers' version, so a crowd's logins keep the cache warm.
     */
    keepsAnswers?: boolean;
    /**
     * A write that only moves counters others read (an agree): it leaves the answers' version,
     * so a crowd agreeing keeps the cache warm; others see it within CATCH_UP_MS, and the
     * writer's session reads answers computed anew until then (decision 024).
     */
    othersCatchUp?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set by an `othersCatchUp` route: what its write changed (null: nothing). Its writer's
     * reads then skip only the stored answers it can have changed (decision 038); left unset,
     * all of them.
     */
    ownAgree?: AgreeNews | null;
  }
}

/** A second at a CDN or browser: a guest sees any write within two (issue 13). */
const GUEST_CACHE_CONTROL = 'public, max-age=1, s-maxage=1';
/** A signed-in user's answer carries their agree flags and must show their own writes at once. */
const USER_CACHE_CONTROL = 'private, no-store';
/**
 * The session (bearer or cookie) and the locale (cookie, header) change what an answer says,
 * Accept-Encoding how its bytes go out.
 */
const GUEST_VARY = `Authorization, Cookie, ${LOCALE_HEADER}, Accept-Encoding`;
const JSON_TYPE = 'application/json; charset=utf-8';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Weak: the same answer goes out plain, gzip or brotli (plugins/compress.ts), and a strong ETag
 * would claim those bytes are identical.
 */
export const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The answer cache of docs/decisions/009: every successful write (but `keepsAnswers` and
 * `othersCatchUp` routes) bumps its version before its own answer leaves, so the writer's next
 * read, and every guest's, is computed anew; an `othersCatchUp` write marks its session instead
 * (decision 024).
 */
export const sharedAnswersPlugin = fp<{
  cache?: AnswerCache | undefined;
  changes?: ChangeFeed | undefined;
}>(
  async (app, options) => {
    app.decorate('answerCache', options.cache ?? createMemoryAnswerCache());
    app.decorate('answerChanges', options.changes);
    // A guest asking for a URL whose current answer is stored gets it before validation,
    // session and handler (decision 020): a URL is stored only after its request validated once.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !sharing(app).has(request.routeOptions.url)) return;
      if (presentedToken(request)) return;
      const key = await keyOf(app, request);
      const stored = await app.answerCache.get(key);
      const current = stored && (await currentOf(app, request, key, stored));
      if (current) return sendToGuest(request, reply, current);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const { keepsAnswers, othersCatchUp } = request.routeOptions.config;
      if (READS.has(request.method) || keepsAnswers || reply.statusCode >= 400) return payload;
      const token = othersCatchUp && presentedToken(request);
      if (!token) await answersChanged(app);
      else if (request.ownAgree !== null) {
        const write = { at: Date.now(), ...(request.ownAgree && { news: request.ownAgree }) };
        await app.answerCache.markWriter(hashToken(token), CATCH_UP_MS, write);
      }
      return payload;
    });
    app.addHook('onClose', async () => options.changes?.close());
  },
  { name: 'shared-answers', dependencies: ['@fastify/cookie', 'locale'] },
);

/**
 * The routes that have answered through sharedAnswer: only their URLs can be stored. Keyed by
 * the app's store, which its encapsulated route plugins share.
 */
const sharingRoutes = new WeakMap<AnswerCache, Set<string | undefined>>();
const sharing = (app: FastifyInstance) => {
  let routes = sharingRoutes.get(app.answerCache);
  if (!routes) sharingRoutes.set(app.answerCache, (routes = new Set()));
  return routes;
};

/** The query names a route's zod schema knows (through its transforms); none without one. */
function knownNames(schema: unknown): Set<string> {
  let inner = schema;
  while (inner instanceof z.ZodPipe) inner = inner.in;
  return new Set(inner instanceof z.ZodObject ? Object.keys(inner.shape) : []);
}

/**
 * The URL as the route reads it: its path and only the query parameters its schema knows, in
 * name order. Parameters it ignores (a client's cache-busting `_=`, anything a crawler or an
 * abuser makes up) change nothing in the answer, so they must not make new keys: 3,000 of them
 * filled Redis with 74 MB (issue 30). Taken from the raw URL, it is the same before validation
 * (onRequest) and after.
 */
function canonicalUrl(request: FastifyRequest) {
  const mark = request.url.indexOf('?');
  if (mark < 0) return request.url;
  const names = knownNames(request.routeOptions.schema?.querystring);
  const known = [...new URLSearchParams(request.url.slice(mark + 1))].filter(([name]) =>
    names.has(name),
  );
  // Stable: repeated values of one name keep their order.
  known.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(known).toString();
  return query ? `${request.url.slice(0, mark)}?${query}` : request.url.slice(0, mark);
}

const keyOf = async (app: FastifyInstance, request: FastifyRequest) =>
  `${await app.answerCache.version()}:${request.locale}:${canonicalUrl(request)}`;

/**
 * After a write that may change any answer: this server's next answers are computed anew (a
 * new version), and every server hears of it (decision 038) — those with answers of their own
 * in memory would otherwise serve theirs on.
 */
export async function answersChanged(app: FastifyInstance) {
  await app.answerCache.bump();
  // The write is committed: a database gone this instant only leaves other servers' feeds
  // unable to vouch for anything, so their answers age as they did before decision 038.
  await announce(app.db, ANY_CHANGE_PAYLOAD).catch(() => {});
}

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
 * version, or `compute`'s result serialized by the route's response schema and stored. `compute`
 * reads through the database it is given, the shared answers' lane (db/query-lane.ts). A fresh
 * stored answer goes to guests before their request reaches the route (decision 020), so a
 * route answering through this must have nothing before its handler that guests must pass.
 * `held`, for a narrowed list, tells which statements it holds (decision 042).
 */
export async function sharedAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (db: Database) => Promise<unknown>,
  order?: AnswerOrder,
  held?: ListMembers,
): Promise<CachedAnswer> {
  sharing(app).add(request.routeOptions.url);
  if (held) setListMembers(app, request.routeOptions.url, held);
  const key = await keyOf(app, request);
  const make = async (): Promise<CachedAnswer> => {
    const madeAt = Date.now();
    const answer = await compute(app.sharedDb);
    // The route's JSON serializer (its response schema) answers a string.
    const body = String(reply.serialize(answer));
    return { body, etag: etagOf(body), madeAt, reach: reachOf(answer, order, held !== undefined) };
  };
  const writes = await ownWrites(app, request);
  const stored = await app.answerCache.get(key);
  const cached = stored && ((await currentOf(app, request, key, stored)) ?? stored);
  if (writes.length > 0 && !(cached && (await showsOwn(app, request, cached, writes)))) {
    // Not even a computation already under way: it may have begun before this session's write.
    const made = await make();
    await app.answerCache.set(key, made, KEEP_MS);
    return made;
  }
  if (!cached || ageOf(cached) > CATCH_UP_MS) return computeOnce(app, key, make);
  if (!isFresh(cached)) {
    // Errors are the next request's to see: this one has its answer.
    computeOnce(app, key, make).catch(() => {});
  }
  return cached;
}

/** Whether If-None-Match names `etag` (compared weakly, as RFC 9110 has it for GET). */
export const matchesETag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim() === etag) ?? false;

/** Public data without credentials (open data, Open311): any site's script may read it. */
export const ANY_ORIGIN = '*';

/**
 * The headers of public data tagged `etag`, kept `seconds` at a browser or CDN, then revalidated.
 * Sends 304 and says so when the client's copy is current.
 */
export function answeredAsCurrent(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  seconds: number,
): boolean {
  reply
    .header('cache-control', `public, max-age=${seconds}, s-maxage=${seconds}`)
    .header('vary', 'Accept-Encoding')
    .header('etag', etag)
    .header('access-control-allow-origin', ANY_ORIGIN);
  if (!matchesETag(request.headers['if-none-match'], etag)) return false;
  void reply.status(304).send();
  return true;
}

/**
 * A shared answer to a guest: ETag (304 when theirs is current), a second of caching, and the
 * bytes compressed once per answer for all who accept it, not once per request.
 */
export function sendToGuest(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('cache-control', GUEST_CACHE_CONTROL)
    .header('vary', GUEST_VARY)
    .header('etag', answer.etag)
    // A CDN or browser counts the second of max-age from the answer's making, not its sending.
    .header('age', Math.floor(ageOf(answer) / 1000));
  if (matchesETag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.type(JSON_TYPE);
  const encoding = negotiate(request.headers['accept-encoding']);
  const encoded = encoding && encodedOnce(answer, encoding);
  if (!encoded) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encoded);
}

/** JSON made for one signed-in user: never stored by a shared cache, never a 304. */
export const sendToUser = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', USER_CACHE_CONTROL).type(JSON_TYPE).send(body);

/** A shared answer to whoever asks: guests as sendToGuest, users privately. */
export const sendShared = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) =>
  request.user ? sendToUser(reply, answer.body) : sendToGuest(request, reply, answer);
