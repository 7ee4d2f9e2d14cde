import type { Clock } from '../clock.ts';
import type { RedisClient } from '../redis.ts';

/**
 * Spaces request starts at least `interval` ms apart, in the order they were asked for: `turn()`
 * reserves the next free start and resolves when it comes (Nominatim allows one request a
 * second for the whole deployment).
 */
export interface Throttle {
  turn(): Promise<void>;
}

/** The throttle of one process: right for one server. */
export function createMemoryThrottle(interval: number, clock: Clock): Throttle {
  let next = 0;
  return {
    async turn() {
      const now = clock.now();
      const start = Math.max(now, next);
      next = start + interval;
      if (start > now) await clock.sleep(start - now);
    },
  };
}

/**
 * Reserves the next free start atomically: the key holds the start after the last reservation,
 * so concurrent callers on any server get consecutive slots, first come first served, and each
 * sleeps until its own without polling. The key expires once its slot has passed.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local start = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], start + interval, 'PX', start + interval - now)
return start`;

/**
 * The throttle every server shares through Redis. Times are the servers' clocks (`clock.now()`),
 * so they must be synchronised (NTP): a skew of d ms brings two requests d ms closer.
 */
export function createRedisThrottle(
  redis: RedisClient,
  interval: number,
  clock: Clock,
  key = 'geocoder:next-start',
): Throttle {
  return {
    async turn() {
      const now = Math.floor(clock.now());
      const start = Number(await redis.eval(RESERVE, 1, key, now, interval));
      if (start > now) await clock.sleep(start - now);
    },
  };
}
