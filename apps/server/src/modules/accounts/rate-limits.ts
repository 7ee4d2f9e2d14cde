import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { messages } from '../../i18n/messages.ts';

const WINDOW = '15 minutes';

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
};

/**
 * A preHandler that counts the call per IP address and, where the body names an account, per
 * e-mail address (already trimmed and lower-cased by the schema), each kind of call apart.
 * Both limits count; the first one exceeded answers 429.
 */
export function authRateLimit(app: FastifyInstance, kind: string, options: { byEmail: boolean }) {
  const { perIp, perEmail } = app.config.authRateLimit;
  const limiters = [
    app.createRateLimit({
      max: perIp,
      timeWindow: WINDOW,
      keyGenerator: (request) => `${kind}:ip:${request.ip}`,
    }),
    ...(options.byEmail
      ? [
          app.createRateLimit({
            max: perEmail,
            timeWindow: WINDOW,
            keyGenerator: (request) => `${kind}:email:${emailOf(request)}`,
          }),
        ]
      : []),
  ];
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
