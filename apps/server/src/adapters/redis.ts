import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

export type RedisClient = Redis;

interface Logger {
  warn(details: object, message: string, ...args: unknown[]): void;
}

/**
 * The one Redis connection of a server, for everything the servers share through it. Every key
 * starts with REDIS_KEY_PREFIX, so several installations (or test runs) can share one Redis.
 * A command waits through at most one reconnection before it fails: a request whose limit cannot
 * be counted answers an error at once instead of hanging while Redis is away.
 */
export function openRedis(config: NonNullable<Config['redis']>, log: Logger): RedisClient {
  const client = new Redis(config.url, {
    keyPrefix: config.keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // Without a listener ioredis prints every failed reconnection itself; it keeps retrying.
  client.on('error', (error: Error) => log.warn({ err: error }, 'redis: %s', error.message));
  return client;
}

/** Ends the connection: politely when it is up, at once when it is not. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
