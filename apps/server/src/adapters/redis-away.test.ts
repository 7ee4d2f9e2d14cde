import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../test/factories.ts';
import { NO_REDIS_MESSAGE, TEST_REDIS_URL, redisReachable, testRedisEnv } from '../test/redis.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { redisUp } from './redis.ts';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`redis-away.test.ts ${NO_REDIS_MESSAGE}`);

describe.skipIf(!hasRedis)('a server whose Redis goes away and comes back', () => {
  let proxy: TcpProxy;
  let ctx: TestContext;
  let user: TestUser;
  const statementIds: number[] = [];
  beforeAll(async () => {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    const env = testRedisEnv();
    ctx = await buildTestApp({
      ...env,
      REDIS_URL: proxy.url(env.REDIS_URL),
      AUTH_RATE_LIMIT: '3',
    });
    user = await createUser(ctx.db);
    for (let i = 0; i < 2; i += 1)
      statementIds.push((await createStatementRow(ctx.db, user.id)).id);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await ctx.close();
    await proxy.close();
  });

  const redis = () => ctx.app.redis!;
  const version = async () => Number(await redis().get('answers:version'));
  const login = (address: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: 'nobody@example.jp', password: 'wrong-password-1' },
    });

  let versionBefore = 0;
  it('reads from PostgreSQL, commits writes with 2xx and limits in-process while it is away', async () => {
    expect((await ctx.app.inject({ url: '/api/statements' })).statusCode).toBe(200);
    versionBefore = await version();
    await proxy.cut();
    await expect.poll(() => redisUp(redis())).toBe(false);

    const guestList = await ctx.app.inject({ url: '/api/statements?sortBy=created_at_desc' });
    expect(guestList.statusCode).toBe(200);
    expect(guestList.json().data.map((s: { id: number }) => s.id)).toEqual(
      [...statementIds].reverse(),
    );
    const [first, second] = statementIds as [number, number];
    const reads = [
      ctx.app.inject({ url: '/api/statements', headers: user.auth }),
      ctx.app.inject({ url: `/api/statements/${first}` }),
    ];
    for (const read of await Promise.all(reads)) expect(read.statusCode).toBe(200);
    const agree = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/agrees',
      headers: user.auth,
      payload: { statement_id: first },
    });
    expect(agree.statusCode).toBeLessThan(300);
    const removal = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/statements/delete/${second}`,
      headers: user.auth,
    });
    expect(removal.statusCode).toBeLessThan(300);
    const after = await ctx.app.inject({ url: `/api/statements/${first}` });
    expect(after.json().data.agree_count).toBe(1);

    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await login('192.0.2.50')).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('shares its state again once Redis is back, the writes made meanwhile included', async () => {
    await proxy.restore();
    await expect.poll(() => redisUp(redis()), { timeout: 5_000 }).toBe(true);
    // The writes made while Redis was away move the shared version at its next use.
    expect((await ctx.app.inject({ url: '/api/statements?sortBy=agree_asc' })).statusCode).toBe(
      200,
    );
    expect(await version()).toBeGreaterThan(versionBefore);
    expect((await login('192.0.2.51')).statusCode).toBe(401);
    const keys = await redis().keys(`${ctx.config.redis!.keyPrefix}rate-limit:*192.0.2.51*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
