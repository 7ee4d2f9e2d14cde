import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { RedisClient } from '../redis.ts';

/**
 * Remembers Nominatim's answers by request URL; `load` runs only on a miss. A request already on
 * its way in this process is shared, and failures are not remembered: the next call asks again.
 */
export type AnswerStore = (key: string, load: () => Promise<unknown>) => Promise<unknown>;

/** A small least-recently-used cache in this process's memory: right for one server. */
export function createMemoryAnswerStore(size: number, ttl: number, clock: Clock): AnswerStore {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return (key, load) => {
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.expires > clock.now()) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    entries.set(key, { value, expires: clock.now() + ttl });
    value.catch(() => entries.delete(key));
    while (entries.size > size) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

/** URLs can be long (a query is free text); a digest keeps the key short. */
const redisKey = (url: string) =>
  `geocoder:answer:${createHash('sha256').update(url).digest('base64url')}`;

/**
 * The answers every server shares through Redis, each for `ttl` ms (`PX`): an answer fetched by
 * one server is served by all, so N servers do not ask Nominatim N times.
 */
export function createRedisAnswerStore(redis: RedisClient, ttl: number): AnswerStore {
  const inFlight = new Map<string, Promise<unknown>>();
  const fetchOnce = async (key: string, load: () => Promise<unknown>) => {
    const stored = await redis.get(redisKey(key));
    if (stored !== null) return JSON.parse(stored) as unknown;
    const value = await load();
    await redis.set(redisKey(key), JSON.stringify(value), 'PX', ttl);
    return value;
  };
  return (key, load) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const value = fetchOnce(key, load).finally(() => inFlight.delete(key));
    inFlight.set(key, value);
    return value;
  };
}
