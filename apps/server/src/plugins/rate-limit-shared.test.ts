import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildPeerApp, buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { NO_REDIS_MESSAGE, redisReachable, testRedisEnv } from '../test/redis.ts';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`rate-limit-shared.test.ts ${NO_REDIS_MESSAGE}`);

const login = (app: App, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-client-locale': 'en' },
    payload: { email: `nobody-${Math.random()}@example.jp`, password: 'wrong-password-1' },
  });

/** Five logins from one address, taking turns between the two servers. */
async function alternatingLogins(a: App, b: App, address: string) {
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push((await login(i % 2 ? b : a, address)).statusCode);
  return answers;
}

describe.skipIf(!hasRedis)('rate limits of two servers sharing one Redis', () => {
  let ctx: TestContext;
  let peer: App;
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: '3', ...testRedisEnv() };
    ctx = await buildTestApp(env);
    peer = await buildPeerApp(ctx, env);
  });
  afterAll(async () => {
    await peer.close();
    await ctx.close();
  });

  it('count the login calls to both servers together', async () => {
    expect(await alternatingLogins(ctx.app, peer, '192.0.2.30')).toEqual([401, 401, 401, 429, 429]);
    // Another address has its own count.
    expect((await login(peer, '192.0.2.31')).statusCode).toBe(401);
  });

  it('keep their counts in Redis under REDIS_KEY_PREFIX', async () => {
    // KEYS takes the whole name: ioredis adds the prefix to keys, not to patterns.
    const keys = await ctx.app.redis!.keys(`${ctx.config.redis!.keyPrefix}rate-limit:*`);
    expect(keys.length).toBeGreaterThan(0);
    // Named by the limit alone: no route in the name (once `…undefinedundefined-login:…`).
    const named = `${ctx.config.redis!.keyPrefix}rate-limit:login:`;
    expect(keys.filter((key) => !key.startsWith(named))).toEqual([]);
  });
});

describe('rate limits of two servers without Redis', () => {
  let ctx: TestContext;
  let peer: App;
  beforeAll(async () => {
    ctx = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    peer = await buildPeerApp(ctx, { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await peer.close();
    await ctx.close();
  });

  it('count in each process apart (what REDIS_URL is for)', async () => {
    expect(ctx.app.redis).toBeUndefined();
    expect(await alternatingLogins(ctx.app, peer, '192.0.2.40')).toEqual([401, 401, 401, 401, 401]);
  });
});
