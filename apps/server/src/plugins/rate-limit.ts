import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

/**
 * What a limit counts by: the client address (`request.ip`, which honours X-Forwarded-For only
 * from TRUST_PROXY), the e-mail address a body names (already trimmed and lower-cased by the
 * schema), or the logged-in user (the address when there is none).
 */
export type LimitKey = 'ip' | 'email' | 'user';

export interface Limit {
  by: LimitKey;
  max: number;
  /** A window as @fastify/rate-limit reads it, e.g. '15 minutes', '1 hour'. */
  per: string;
}

const keyOf: Record<LimitKey, (request: FastifyRequest) => string> = {
  ip: (request) => request.ip,
  email: (request) => {
    const body = request.body as { email?: unknown } | undefined;
    return typeof body?.email === 'string' ? body.email : '';
  },
  user: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};

/**
 * A preHandler that counts the call under `name` against each limit; the first one exceeded
 * answers 429 with the localized message and Retry-After. Every limit of the app is made here.
 */
export function rateLimit(app: FastifyInstance, name: string, ...limits: Limit[]) {
  const limiters = limits.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.per,
      keyGenerator: (request) => `${name}:${limit.by}:${keyOf[limit.by](request)}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
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
