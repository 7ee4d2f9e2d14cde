import { randomUUID } from 'node:crypto';
import net from 'node:net';

/** Where the tests look for Redis (CI starts one there); TEST_REDIS_URL points elsewhere. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers on the test Redis's port (a test that needs it skips if not). */
export function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** The variables of an app on the test Redis, under keys no other test run shares. */
export const testRedisEnv = (prefix = `iagree-test-${randomUUID()}:`) => ({
  REDIS_URL: TEST_REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
});

export const NO_REDIS_MESSAGE = `skipped: no Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL, or start redis-server)`;
