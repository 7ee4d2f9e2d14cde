import type { AnswerCache, CachedAnswer, OwnWrite } from './answer-cache.ts';
import { redisUp, type RedisClient } from './redis.ts';

const VERSION_KEY = 'answers:version';
const answerKey = (key: string) => `answers:${key}`;
const writerKey = (writer: string) => `answers:writer:${writer}`;

/**
 * The version while Redis is away: its answers are neither read nor kept, so every request is
 * answered from the database (versions in Redis start at 0).
 */
export const AWAY_VERSION = -1;

/**
 * The answer cache every app server reads (decision 009 over Redis, decision 011): the version
 * is one counter, so a write through any server makes every server compute its next guest
 * answer anew; answers expire by themselves (`PX`), those of older versions included.
 *
 * Redis is a cache here, not the truth: while it is away (decision 028) nothing waits for it —
 * a read is computed from the database, a write's bump is remembered and made once Redis
 * answers again, so no server serves an answer older than that write afterwards.
 */
export function createRedisAnswerCache(redis: RedisClient): AnswerCache {
  let missedBump = false;
  const guarded = async <T>(work: () => Promise<T>, away: T): Promise<T> => {
    if (!redisUp(redis)) return away;
    try {
      return await work();
    } catch {
      // The connection's own listener (adapters/redis.ts) has logged why.
      return away;
    }
  };
  return {
    version: () =>
      guarded(async () => {
        if (missedBump) {
          await redis.incr(VERSION_KEY);
          missedBump = false;
        }
        return Number((await redis.get(VERSION_KEY)) ?? 0);
      }, AWAY_VERSION),
    bump: async () => {
      missedBump = true;
      await guarded(async () => {
        await redis.incr(VERSION_KEY);
        missedBump = false;
      }, undefined);
    },
    // One list per session, kept as long as its latest write's mark: a write older than the
    // mark's time is left out when read.
    markWriter: (writer, ttlMs, write) =>
      guarded(async () => {
        await redis
          .multi()
          .rpush(writerKey(writer), JSON.stringify({ ...write, ttlMs }))
          .pexpire(writerKey(writer), ttlMs)
          .exec();
      }, undefined),
    // While Redis is away no answer is stored, so "skip stored answers" is both safe and free.
    writesOf: (writer) =>
      guarded(
        async () =>
          (await redis.lrange(writerKey(writer), 0, -1))
            .map((stored) => JSON.parse(stored) as OwnWrite & { ttlMs: number })
            .filter(({ at, ttlMs }) => at > Date.now() - ttlMs)
            .map(({ at, news }) => (news ? { at, news } : { at })),
        [{ at: Date.now() }],
      ),
    get: (key) =>
      guarded(async () => {
        const stored = await redis.get(answerKey(key));
        return stored === null ? undefined : (JSON.parse(stored) as CachedAnswer);
      }, undefined),
    set: (key, answer, ttlMs) =>
      guarded(async () => {
        await redis.set(answerKey(key), JSON.stringify(answer), 'PX', ttlMs);
      }, undefined),
  };
}
