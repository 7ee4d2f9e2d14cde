import type { FastifyInstance } from 'fastify';
import { rateLimit } from '../../plugins/rate-limit.ts';

const WINDOW = '15 minutes';

/**
 * The limit of an account call: AUTH_RATE_LIMIT per IP address and, where the body names an
 * account, AUTH_EMAIL_RATE_LIMIT per e-mail address, each kind of call apart.
 */
export function authRateLimit(app: FastifyInstance, kind: string, options: { byEmail: boolean }) {
  const { perIp, perEmail } = app.config.authRateLimit;
  return rateLimit(
    app,
    kind,
    { by: 'ip', max: perIp, per: WINDOW },
    ...(options.byEmail ? [{ by: 'email' as const, max: perEmail, per: WINDOW }] : []),
  );
}
