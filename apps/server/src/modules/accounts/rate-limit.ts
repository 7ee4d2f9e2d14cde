import type { FastifyInstance } from 'fastify';
import { rateLimit, type LimitKey } from '../../plugins/rate-limit.ts';

const WINDOW = '15 minutes';

/**
 * How a call that names an account is also counted: not at all, per e-mail address from
 * anywhere (calls that send mail to it: the mailbox is what is protected), or per e-mail address
 * and client address together (login: ten wrong passwords from one place must not lock the owner
 * out everywhere else — decision 029).
 */
export type AccountLimit = 'none' | 'email' | 'email-at-address';

const accountKey: Record<Exclude<AccountLimit, 'none'>, LimitKey> = {
  email: 'email',
  'email-at-address': 'ip-email',
};

/**
 * The limit of an account call: AUTH_RATE_LIMIT per IP address and, where the body names an
 * account, AUTH_EMAIL_RATE_LIMIT as `account` says, each kind of call apart.
 */
export function authRateLimit(
  app: FastifyInstance,
  kind: string,
  { account }: { account: AccountLimit },
) {
  const { perIp, perEmail } = app.config.authRateLimit;
  return rateLimit(
    app,
    kind,
    { by: 'ip', max: perIp, per: WINDOW },
    ...(account === 'none' ? [] : [{ by: accountKey[account], max: perEmail, per: WINDOW }]),
  );
}
