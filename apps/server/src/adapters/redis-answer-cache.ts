import type { AnswerCache, CachedAnswer } from './answer-cache.ts';
import type { RedisClient } from './redis.ts';

const VERSION_KEY = 'answers:version';
const answerKey = (key: string) => `answers:${key}`;
const writerKey = (writer: string) => `answers:writer:${writer}`;

/**
 * The answer cache every app server reads (decision 009 over Redis, decision 011): the version
 * is one counter, so a write through any server makes every server compute its next guest
 * answer anew; answers expire by themselves (`PX`), those of older versions included.
 */
export function createRedisAnswerCache(redis: RedisClient): AnswerCache {
  return {
    version: async () => Number((await redis.get(VERSION_KEY)) ?? 0),
    bump: async () => {
      await redis.incr(VERSION_KEY);
    },
    get: async (key) => {
      const stored = await redis.get(answerKey(key));
      return stored === null ? undefined : (JSON.parse(stored) as CachedAnswer);
    },
    set: async (key, answer, ttlMs) => {
      await redis.set(answerKey(key), JSON.stringify(answer), 'PX', ttlMs);
    },
    markWriter: async (writer, ttlMs) => {
      await redis.set(writerKey(writer), '1', 'PX', ttlMs);
    },
    isWriter: async (writer) => (await redis.exists(writerKey(writer))) === 1,
  };
}
