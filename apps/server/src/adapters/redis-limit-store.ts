import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './redis.ts';

/** One count and its window: the first call of a window starts its expiry. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }`;

/**
 * The rate limits' counts in Redis under `namespace` and the limit's own key (`login:ip:…`).
 * The plugin's own Redis store names a limit made by `createRateLimit` after a route it does not
 * have (`…undefinedundefined-login:…`); every limit of this app is made that way and already
 * carries its name in its key, so a child store is the same store.
 */
export function redisLimitStore(redis: RedisClient, namespace: string): FastifyRateLimitStoreCtor {
  return class RedisLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      redis
        .eval(COUNT, 1, `${namespace}${key}`, timeWindow)
        .then((answer) => {
          const [current, ttl] = answer as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: Error) => callback(error));
    }

    child() {
      return this;
    }
  };
}
