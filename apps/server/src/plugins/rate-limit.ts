import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redisUp } from '../adapters/redis.ts';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

/**
 * What a limit counts by: the client address (`request.ip`, which honours X-Forwarded-For only
 * from TRUST_PROXY), the e-mail address a body names (already trimmed and lower-cased by the
 * schema), both together, or the logged-in user (the address when there is none).
 */
export type LimitKey = 'ip' | 'email' | 'ip-email' | 'user';

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
};

export interface Limit {
  by: LimitKey;
  max: number;
  /** A window as @fastify/rate-limit reads it, e.g. '15 minutes', '1 hour'. */
  per: string;
}

const keyOf: Record<LimitKey, (request: FastifyRequest) => string> = {
  ip: (request) => request.ip,
  email: emailOf,
  'ip-email': (request) => `${request.ip}|${emailOf(request)}`,
  user: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};

interface Count {
  current: number;
  ttl: number;
}
/** @fastify/rate-limit's own in-process counter (its default without Redis), which it types not. */
type LocalStore = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => {
  incr(
    key: string,
    done: (error: Error | null, count: Count) => void,
    window: number,
    max: number,
  ): void;
};
interface Outcome {
  exceeded: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

const LocalStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/LocalStore.js',
) as LocalStore;

const WINDOW_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
};
/** '15 minutes' → 900000: the windows the app writes (minutes or hours). */
function windowMs(per: string): number {
  const [count, unit = ''] = per.split(' ');
  const ms = Number(count) * (WINDOW_MS[unit] ?? Number.NaN);
  if (!Number.isFinite(ms)) throw new Error(`Unknown rate-limit window: ${per}`);
  return ms;
}

/**
 * A preHandler that counts the call under `name` against each limit; the first one exceeded
 * answers 429 with the localized message and Retry-After. Every limit of the app is made here.
 * With Redis the counts are shared by every server; while Redis is away (decision 028) each
 * server counts in its own memory instead of refusing or waiting, and Redis counts again once
 * it is back.
 */
export function rateLimit(app: FastifyInstance, name: string, ...limits: Limit[]) {
  const local = new LocalStore(false, false);
  const limiters = limits.map((limit) => {
    const keyOfRequest = (request: FastifyRequest) =>
      `${name}:${limit.by}:${keyOf[limit.by](request)}`;
    const shared = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.per,
      keyGenerator: keyOfRequest,
    });
    const window = windowMs(limit.per);
    const inProcess = (request: FastifyRequest) =>
      new Promise<Outcome>((resolve) =>
        local.incr(
          keyOfRequest(request),
          (_error, count) =>
            resolve({
              exceeded: count.current > limit.max,
              retryAfter: Math.ceil(count.ttl / 1000),
            }),
          window,
          limit.max,
        ),
      );
    return async (request: FastifyRequest): Promise<Outcome> => {
      const { redis } = app;
      if (!redis || redisUp(redis)) {
        try {
          const result = await shared(request);
          return result.isAllowed || !result.isExceeded
            ? { exceeded: false, retryAfter: 0 }
            : { exceeded: true, retryAfter: result.ttlInSeconds };
        } catch (error) {
          if (!redis) throw error;
          request.log.warn({ err: error }, 'rate limit %s counted in-process: Redis failed', name);
        }
      }
      return inProcess(request);
    };
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const { exceeded, retryAfter } = await limiter(request);
      if (exceeded) {
        reply.header('retry-after', retryAfter);
        throw new AppError(429, messages.tooManyRequests);
      }
    }
  };
}

/**
 * The limit of posting content with images (statements, events, avatars): WRITE_RATE_LIMIT
 * calls of each kind per user and hour. Runs after requireUser.
 */
export const writeRateLimit = (app: FastifyInstance, kind: string) =>
  rateLimit(app, `write-${kind}`, { by: 'user', max: app.config.writeRateLimit, per: '1 hour' });
