import { sql } from 'drizzle-orm';
import type { Readiness } from '@iagree/contract';
import type { RedisClient } from '../../adapters/redis.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';

/** A part that answers slower than this is as good as down to a balancer. */
export const CHECK_TIMEOUT_MS = 2_000;

type Outcome = Readiness['checks']['database'];

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface Parts {
  db: Database;
  redis: RedisClient | undefined;
  storage: Storage;
  /** Told which part failed and why (the answer itself names only the part). */
  onFailure(part: string, error: unknown): void;
}

/** Asks every configured part at once; each answers ok or failed. */
export async function checkParts(parts: Parts): Promise<Readiness['checks']> {
  const check = async (part: string, work: () => Promise<unknown>): Promise<Outcome> => {
    try {
      await within(work(), CHECK_TIMEOUT_MS);
      return 'ok';
    } catch (error) {
      parts.onFailure(part, error);
      return 'failed';
    }
  };
  const { redis } = parts;
  const [database, storage, redisOutcome] = await Promise.all([
    check('database', () => parts.db.execute(sql`SELECT 1`)),
    check('storage', () => parts.storage.check()),
    redis ? check('redis', () => redis.ping()) : undefined,
  ]);
  return { database, storage, ...(redisOutcome && { redis: redisOutcome }) };
}
