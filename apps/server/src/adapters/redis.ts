import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

export type RedisClient = Redis;

interface Logger {
  info(details: object, message: string, ...args: unknown[]): void;
  warn(details: object, message: string, ...args: unknown[]): void;
}

/**
 * The longest a command waits for its answer. Redis answers in well under a millisecond; a
 * command still waiting after this has a Redis that is away (decision 028).
 */
export const COMMAND_TIMEOUT_MS = 500;

/**
 * The one Redis connection of a server, for everything the servers share through it. Every key
 * starts with REDIS_KEY_PREFIX, so several installations (or test runs) can share one Redis.
 * A command fails after COMMAND_TIMEOUT_MS, or sooner when the connection is lost: the callers
 * then do without Redis (the answer cache, the rate limits) instead of hanging.
 */
export function openRedis(config: NonNullable<Config['redis']>, log: Logger): RedisClient {
  const client = new Redis(config.url, {
    keyPrefix: config.keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // Without a listener ioredis prints every failed reconnection itself; it keeps retrying.
  client.on('error', (error: Error) => log.warn({ err: error }, 'redis: %s', error.message));
  client.on('close', () => {
    if (closing.has(client) || lost.has(client)) return;
    lost.add(client);
    log.warn({}, 'redis: connection lost; answers from the database, limits counted in-process');
  });
  client.on('ready', () => {
    if (lost.delete(client)) log.info({}, 'redis: connection back');
  });
  return client;
}

/** Connections that were lost and have not come back. */
const lost = new WeakSet<RedisClient>();
/** Connections being closed at shutdown, whose end is no loss. */
const closing = new WeakSet<RedisClient>();

/**
 * False from the moment the connection is lost until it is ready again: callers then skip
 * Redis without asking. At the start, commands wait for the first connection (within the
 * command timeout), so a server's first requests already share its counts.
 */
export const redisUp = (client: RedisClient) => !lost.has(client);

/** Ends the connection: politely when it is up, at once when it is not. */
export async function closeRedis(client: RedisClient): Promise<void> {
  closing.add(client);
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
